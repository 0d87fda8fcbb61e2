import type { DraftTranslation } from './types';

/** Vietnamese (vn): every marketing text of the site. Still partial: `npm run content:coverage` lists what is missing; declare it `satisfies Translation` once complete. */
export const vn = {
  settings: ['Morphis – trình duyệt antidetect quản lý nhiều tài khoản', 'trình duyệt antidetect, nhiều tài khoản, dấu vân tay trình duyệt', 'Quản lý nhiều tài khoản an toàn: mỗi hồ sơ Morphis là một thiết bị riêng với dấu vân tay, cookie và proxy riêng.'],
  pages: {
    'about-us': ['Về Morphis', 'Chúng tôi xây dựng trình duyệt giúp một người làm việc an toàn như nhiều người.', 'Morphis ra đời năm 2021 như công cụ cho chính đội affiliate của chúng tôi. Ngày nay 40 kỹ sư ở bốn quốc gia giữ cho dấu vân tay luôn cập nhật, và hơn 60.000 nhà tiếp thị, người bán và agency dùng nó mỗi ngày.'],
    links: ['Liên kết hữu ích', 'Tải xuống, trạng thái dịch vụ, cộng đồng và hỗ trợ ở một nơi.', '- [Tải Morphis](/download)\n- [Trung tâm trợ giúp](/helps)\n- [Ghi chú phát hành](/release)\n- [Trạng thái dịch vụ](https://status.morphis.example)\n- [Hỗ trợ qua email](mailto:support@morphis.example)'],
    'partner-plan': ['Chương trình đối tác', 'Nhận 30% mỗi khoản thanh toán của khách hàng bạn giới thiệu, miễn là họ còn dùng.', 'Đăng ký bằng website hoặc kênh của bạn, nhận liên kết và mã khuyến mãi riêng, thanh toán hằng tháng khi số dư vượt 50 USD. Nhà cung cấp proxy và công cụ cũng có thể đăng ký tích hợp.'],
    'pre-sales': ['Liên hệ bộ phận kinh doanh', 'Gói cho nhóm từ 20 người, xuất hóa đơn và hỗ trợ làm quen.', 'Cho chúng tôi biết bạn cần bao nhiêu hồ sơ và thành viên. Kỹ sư kinh doanh sẽ phản hồi trong một ngày làm việc với báo giá riêng, bản dùng thử nhóm 14 ngày và kế hoạch chuyển từ công cụ hiện tại.'],
    'referral-program': ['Chương trình giới thiệu', 'Mời bạn bè: họ được giảm 20%, bạn được thêm một tháng miễn phí.', 'Chia sẻ liên kết giới thiệu từ trang tài khoản. Khi người bạn mời thanh toán bất kỳ gói nào, họ được giảm 20% lần đầu và tài khoản của bạn được cộng thêm một tháng.'],
    'use-cases': ['Trường hợp sử dụng', 'Cách nhà tiếp thị, người bán, agency và lập trình viên dùng Morphis.', '- **Đội affiliate** chạy hàng trăm tài khoản quảng cáo trên các thiết bị riêng.\n- **Người bán thương mại điện tử** tách riêng cửa hàng ở các khu vực.\n- **Agency** chia sẻ tài khoản khách hàng theo vai trò.\n- **Lập trình viên** điều khiển hồ sơ bằng mã qua API cục bộ.'],
    docs: ['Tài liệu', 'Tham khảo API cục bộ, các bước RPA và cài đặt hồ sơ.', 'Bắt đầu với [trung tâm trợ giúp](/helps) cho công việc hằng ngày và [hướng dẫn](/guide) cho từng bước. Tài liệu API cục bộ liệt kê mọi endpoint kèm ví dụ yêu cầu và phản hồi.'],
    'privacy-policy': ['Chính sách quyền riêng tư', 'Chúng tôi thu thập gì trên website và trong ứng dụng, và vì sao.', 'Chúng tôi lưu email tài khoản, hồ sơ thanh toán và cài đặt hồ sơ bạn đồng bộ. Chúng tôi không bao giờ đọc nội dung các trang bạn mở trong hồ sơ. Bạn có thể xuất hoặc xóa dữ liệu bất cứ lúc nào tại trang tài khoản.'],
    'terms-of-service': ['Điều khoản dịch vụ', 'Quy định sử dụng Morphis bằng ngôn ngữ dễ hiểu.', 'Bạn có thể dùng Morphis cho mọi mục đích hợp pháp và phải tuân theo quy định của các nền tảng bạn làm việc. Gói tự động gia hạn cho đến khi hủy; có thể hoàn tiền trong 7 ngày sau lần thanh toán đầu tiên.'],
  },
  plans: {
    free: ['Miễn phí', 'Dùng thử Morphis với ba hồ sơ, miễn phí mãi mãi.', ['3 hồ sơ trình duyệt', 'Trình quản lý proxy', 'Nhập cookie']],
    solo: ['Solo', 'Cho một người quản lý nhiều tài khoản.', ['100 hồ sơ trình duyệt', 'Bộ đồng bộ', 'API cục bộ', 'RPA với 5 tác vụ']],
    team: ['Team', 'Cho agency và nhóm dùng chung hồ sơ.', ['300 hồ sơ trình duyệt', '10 thành viên', 'Vai trò và nhật ký hoạt động', 'Tác vụ RPA không giới hạn']],
    enterprise: ['Enterprise', 'Cho nhóm lớn với nhu cầu riêng.', ['2.000 hồ sơ trình duyệt', '50 thành viên', 'Quản lý riêng', 'Thanh toán theo hóa đơn']],
  },
  faq: {
    'what-is-an-antidetect-browser': ['Trình duyệt antidetect là gì?', 'Là trình duyệt mà mỗi hồ sơ có dấu vân tay thiết bị, cookie và proxy riêng, nhất quán, nên trang web coi mỗi hồ sơ là một khách truy cập riêng.'],
    'is-it-legal': ['Dùng Morphis có hợp pháp không?', 'Có. Morphis là công cụ bảo vệ quyền riêng tư. Bạn chịu trách nhiệm tuân thủ pháp luật và điều khoản của các nền tảng bạn sử dụng.'],
    'annual-discount': ['Thanh toán theo năm tiết kiệm bao nhiêu?', 'Gói năm chỉ tính giá mười tháng cho mười hai tháng, với mọi loại tiền tệ.'],
    refunds: ['Tôi có được hoàn tiền không?', 'Có, trong vòng 7 ngày sau lần thanh toán đầu tiên, nếu bạn đã khởi động ít hơn 20 hồ sơ.'],
    'which-proxies': ['Morphis dùng được với proxy nào?', 'Proxy HTTP, HTTPS và SOCKS5, có hoặc không có đăng nhập, bao gồm proxy dân cư và di động xoay vòng.'],
    'profile-storage': ['Hồ sơ của tôi được lưu ở đâu?', 'Được mã hóa trên đám mây của chúng tôi để nhóm mở ở bất cứ đâu, kèm bản sao cục bộ trên mỗi máy tính sử dụng.'],
    'change-email': ['Làm sao đổi email tài khoản?', 'Mở Tài khoản → Bảo mật, nhập địa chỉ mới và xác nhận liên kết chúng tôi gửi tới cả địa chỉ cũ và mới.'],
    'two-factor': ['Morphis có hỗ trợ xác thực hai yếu tố không?', 'Có. Bật tại Tài khoản → Bảo mật với bất kỳ ứng dụng xác thực nào; chủ nhóm có thể bắt buộc mọi thành viên bật.'],
  },
  releases: {
    '3-8-0': ['Morphis 3.8.0', 'Lõi Chromium 131 và nhập cookie nhanh hơn.', '- Lõi Chromium 131 cho mọi hồ sơ.\n- Nhập cookie với tệp lớn nhanh gấp ba.\n- Đã sửa: kiểm tra proxy bỏ qua cổng SOCKS5 trên Windows 32-bit.'],
    '3-9-0': ['Morphis 3.9.0', 'Thư mục cho hồ sơ và trình sửa proxy hàng loạt.', '- Có thể nhóm hồ sơ vào thư mục và chia sẻ theo thư mục.\n- Trình sửa proxy hàng loạt: đổi proxy cho nhiều hồ sơ cùng lúc.\n- Đã sửa: múi giờ không cập nhật sau khi đổi proxy của hồ sơ đang chạy.'],
    '4-0-0': ['Morphis 4.0.0', 'Chromium 134, khởi động nhanh hơn và bảng nhóm mới.', '- Lõi Chromium 134.\n- Hồ sơ khởi động nhanh hơn tới 40%.\n- Bảng nhóm mới với vai trò, thư mục và nhật ký hoạt động.\n- Không còn hỗ trợ Windows 7.'],
    '4-1-0': ['Morphis 4.1.0', 'Biến thể văn bản cho bộ đồng bộ và vòng lặp RPA.', '- Bộ đồng bộ có thể chèn biến thể văn bản cho từng cửa sổ.\n- Tác vụ RPA hỗ trợ vòng lặp theo danh sách giá trị.\n- Ngừng phát hành bản Windows 32-bit; bản đã cài vẫn hoạt động.'],
    '4-2-0': ['Morphis 4.2.0', 'API cục bộ chính thức ra khỏi beta.', '- API cục bộ ổn định, có endpoint khởi động, dừng, proxy và cookie.\n- Có thể đổi khóa API trong cài đặt.\n- Đã sửa: nhiễu canvas thay đổi sau khi chuyển hồ sơ.'],
    '4-3-0': ['Morphis 4.3.0', 'Hồ sơ Android bản xem trước và Chromium 140.', '- Hồ sơ Android trong bản xem trước công khai.\n- Lõi Chromium 140.\n- Trình kiểm tra hồ sơ đánh dấu bố cục bàn phím không khớp quốc gia của proxy.'],
  },
} satisfies DraftTranslation;
