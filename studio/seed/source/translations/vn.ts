import type { Translation } from './types';

/** Vietnamese (vn): every marketing text of the site. */
export const vn = {
  settings: [
    'Morphis – trình duyệt antidetect quản lý nhiều tài khoản',
    'trình duyệt antidetect, nhiều tài khoản, dấu vân tay trình duyệt',
    'Quản lý nhiều tài khoản an toàn: mỗi hồ sơ Morphis là một thiết bị riêng với dấu vân tay, cookie và proxy riêng.',
  ],
  pages: {
    'about-us': [
      'Về Morphis',
      'Chúng tôi xây dựng trình duyệt giúp một người làm việc an toàn như nhiều người.',
      'Morphis ra đời năm 2021 như công cụ cho chính đội affiliate của chúng tôi. Ngày nay 40 kỹ sư ở bốn quốc gia giữ cho dấu vân tay luôn cập nhật, và hơn 60.000 nhà tiếp thị, người bán và agency dùng nó mỗi ngày.',
    ],
    links: [
      'Liên kết hữu ích',
      'Tải xuống, trạng thái dịch vụ, cộng đồng và hỗ trợ ở một nơi.',
      '- [Tải Morphis](/download)\n- [Trung tâm trợ giúp](/helps)\n- [Ghi chú phát hành](/release)\n- [Trạng thái dịch vụ](https://status.morphis.example)\n- [Hỗ trợ qua email](mailto:support@morphis.example)',
    ],
    'partner-plan': [
      'Chương trình đối tác',
      'Nhận 30% mỗi khoản thanh toán của khách hàng bạn giới thiệu, miễn là họ còn dùng.',
      'Đăng ký bằng website hoặc kênh của bạn, nhận liên kết và mã khuyến mãi riêng, thanh toán hằng tháng khi số dư vượt 50 USD. Nhà cung cấp proxy và công cụ cũng có thể đăng ký tích hợp.',
    ],
    'pre-sales': [
      'Liên hệ bộ phận kinh doanh',
      'Gói cho nhóm từ 20 người, xuất hóa đơn và hỗ trợ làm quen.',
      'Cho chúng tôi biết bạn cần bao nhiêu hồ sơ và thành viên. Kỹ sư kinh doanh sẽ phản hồi trong một ngày làm việc với báo giá riêng, bản dùng thử nhóm 14 ngày và kế hoạch chuyển từ công cụ hiện tại.',
    ],
    'referral-program': [
      'Chương trình giới thiệu',
      'Mời bạn bè: họ được giảm 20%, bạn được thêm một tháng miễn phí.',
      'Chia sẻ liên kết giới thiệu từ trang tài khoản. Khi người bạn mời thanh toán bất kỳ gói nào, họ được giảm 20% lần đầu và tài khoản của bạn được cộng thêm một tháng.',
    ],
    'use-cases': [
      'Trường hợp sử dụng',
      'Cách nhà tiếp thị, người bán, agency và lập trình viên dùng Morphis.',
      '- **Đội affiliate** chạy hàng trăm tài khoản quảng cáo trên các thiết bị riêng.\n- **Người bán thương mại điện tử** tách riêng cửa hàng ở các khu vực.\n- **Agency** chia sẻ tài khoản khách hàng theo vai trò.\n- **Lập trình viên** điều khiển hồ sơ bằng mã qua API cục bộ.',
    ],
    docs: [
      'Tài liệu',
      'Tham khảo API cục bộ, các bước RPA và cài đặt hồ sơ.',
      'Bắt đầu với [trung tâm trợ giúp](/helps) cho công việc hằng ngày và [hướng dẫn](/guide) cho từng bước. Tài liệu API cục bộ liệt kê mọi endpoint kèm ví dụ yêu cầu và phản hồi.',
    ],
    'privacy-policy': [
      'Chính sách quyền riêng tư',
      'Chúng tôi thu thập gì trên website và trong ứng dụng, và vì sao.',
      'Chúng tôi lưu email tài khoản, hồ sơ thanh toán và cài đặt hồ sơ bạn đồng bộ. Chúng tôi không bao giờ đọc nội dung các trang bạn mở trong hồ sơ. Bạn có thể xuất hoặc xóa dữ liệu bất cứ lúc nào tại trang tài khoản.',
    ],
    'terms-of-service': [
      'Điều khoản dịch vụ',
      'Quy định sử dụng Morphis bằng ngôn ngữ dễ hiểu.',
      'Bạn có thể dùng Morphis cho mọi mục đích hợp pháp và phải tuân theo quy định của các nền tảng bạn làm việc. Gói tự động gia hạn cho đến khi hủy; có thể hoàn tiền trong 7 ngày sau lần thanh toán đầu tiên.',
    ],
  },
  solutions: {
    'affiliate-marketing': [
      'Trình duyệt antidetect cho tiếp thị liên kết',
      'Vận hành hàng chục tài khoản quảng cáo và offer mà không bị khóa dây chuyền.',
      'Mỗi tài khoản chiến dịch có dấu vân tay và proxy riêng. Bộ đồng bộ giúp bạn chạy cả loạt tài khoản từ một cửa sổ, và giao hồ sơ cho đồng đội mà không cần chia sẻ mật khẩu.',
    ],
    'e-commerce': [
      'Quản lý nhiều gian hàng cho người bán thương mại điện tử',
      'Tách biệt các gian hàng trên sàn ở những khu vực khác nhau.',
      'Mỗi gian hàng có một thiết bị ổn định và IP thuộc quốc gia của sàn, nên Amazon, eBay hay Shopify không bao giờ liên kết các doanh nghiệp hợp pháp của bạn với nhau.',
    ],
    'digital-agency': [
      'Tài khoản khách hàng cho agency kỹ thuật số',
      'Mỗi tài khoản khách hàng một hồ sơ, chia sẻ theo vai trò.',
      'Agency lưu thông tin đăng nhập quảng cáo, mạng xã hội và analytics của từng khách hàng trong các hồ sơ riêng, cấp quyền theo thư mục và xem ai đã làm gì trong nhật ký hoạt động.',
    ],
    'social-marketing': [
      'Tiếp thị mạng xã hội quy mô lớn',
      'Quản lý tài khoản thương hiệu và cộng đồng trên mọi nền tảng.',
      'Vận hành nhiều tài khoản mạng xã hội với dấu vân tay riêng biệt, lên lịch việc lặp lại bằng RPA và giữ vị trí của mỗi tài khoản khớp với tệp khán giả.',
    ],
    'web-scraping': [
      'Thu thập dữ liệu web không bị chặn',
      'Dấu vân tay trình duyệt thật cho những crawler cần trông như người thật.',
      'Điều khiển hồ sơ Morphis từ Playwright hoặc Puppeteer qua API cục bộ: mỗi phiên thu thập mang một dấu vân tay nhất quán và proxy riêng.',
    ],
    'traffic-arbitrage': [
      'Kinh doanh traffic với tài khoản sạch',
      'Tạo, nuôi và chạy tài khoản quảng cáo hàng loạt.',
      'Tạo hồ sơ từ tệp CSV, nuôi tài khoản bằng kịch bản RPA và chạy chiến dịch trên nhiều tài khoản, trong khi mỗi tài khoản vẫn giữ thiết bị và IP riêng.',
    ],
    ticketing: [
      'Mua vé: xếp hàng công bằng cho nhiều người mua',
      'Hồ sơ riêng cho từng tài khoản người mua trong các đợt bán vé có hàng chờ.',
      'Mỗi tài khoản người mua xếp hàng từ hồ sơ và kết nối của riêng nó, nên một phiên bị gắn cờ cũng không làm hủy các phiên còn lại.',
    ],
    'google-servies': [
      'Nhiều tài khoản Google, mỗi tài khoản một thiết bị',
      'Gmail, Workspace và Hồ sơ doanh nghiệp mà không phải xác minh liên tục.',
      'Google liên kết các tài khoản dùng chung trình duyệt. Hãy đặt mỗi tài khoản trong một hồ sơ riêng với múi giờ và ngôn ngữ phù hợp để thoát khỏi vòng xác minh số điện thoại bất tận.',
    ],
    facebook: [
      'Quản lý nhiều tài khoản Facebook',
      'Tài khoản quảng cáo, Trang và Business Manager luôn tách biệt.',
      'Facebook liên kết hồ sơ qua thiết bị, IP và thông tin thanh toán. Morphis tách riêng cả ba cho từng tài khoản và cho phép đội của bạn làm việc an toàn trên cùng một hồ sơ.',
    ],
    'twitter-x': [
      'Quản lý nhiều tài khoản X (Twitter)',
      'Tài khoản thương hiệu, hỗ trợ và theo khu vực không lo bị đình chỉ.',
      'Đăng nhập mỗi tài khoản X từ hồ sơ và proxy riêng, rồi lên lịch đăng bài bằng RPA vào khung giờ phù hợp với khu vực của tài khoản.',
    ],
    tiktok: [
      'Tài khoản TikTok cho nhà sáng tạo và cửa hàng',
      'Phát triển nhiều tài khoản TikTok và TikTok Shop ở các thị trường khác nhau.',
      'Đặt ngôn ngữ, múi giờ và dấu vân tay di động của mỗi hồ sơ theo thị trường mục tiêu để từng tài khoản được đề xuất đúng khán giả.',
    ],
    amazon: [
      'Tài khoản người bán Amazon, tách biệt an toàn',
      'Mỗi gian hàng một thiết bị, dùng chung với cả đội.',
      'Amazon đình chỉ các tài khoản người bán có liên kết. Morphis cấp cho mỗi gian hàng một thiết bị ổn định và IP của sàn, nhân viên chỉ cần mở cùng một hồ sơ thay vì chia sẻ thông tin đăng nhập.',
    ],
    discord: [
      'Cộng đồng Discord và nhiều tài khoản',
      'Quản lý máy chủ và tài khoản cộng đồng mà không bị khóa vì số điện thoại.',
      'Giữ tài khoản quản trị viên, chủ bot và cộng đồng theo khu vực trong các hồ sơ riêng, để một lần đăng nhập bị gắn cờ không khóa luôn các tài khoản khác.',
    ],
    linkedin: [
      'Tiếp cận khách hàng trên LinkedIn với nhiều hồ sơ',
      'Đội kinh doanh chạy tài khoản outreach mà không bị hạn chế.',
      'Tài khoản LinkedIn của mỗi nhân viên kinh doanh nằm trong hồ sơ riêng với IP ổn định, nên giới hạn lời mời hằng tuần và kiểm tra bảo mật được tính riêng cho từng người.',
    ],
    crypto: [
      'Crypto: ví, sàn giao dịch và airdrop',
      'Thiết bị riêng cho từng ví và từng tài khoản sàn.',
      'Cô lập ví trình duyệt, đăng nhập sàn và việc tham gia airdrop theo từng hồ sơ, mỗi hồ sơ có tiện ích, cookie và IP riêng.',
    ],
    betting: [
      'Tài khoản cá cược ở nhiều nhà cái',
      'Thiết bị ổn định và IP địa phương cho từng tài khoản.',
      'Nhà cái so sánh thiết bị và vị trí. Hãy cho mỗi tài khoản một hồ sơ với IP dân cư địa phương và giữ dấu vân tay không đổi giữa các phiên.',
    ],
    'seo-serp': [
      'Kiểm tra SEO và SERP từ bất kỳ đâu',
      'Xem kết quả tìm kiếm thật cho bất kỳ thành phố và thiết bị nào.',
      'Mở một hồ sơ với proxy tại thành phố mục tiêu để kiểm tra thứ hạng, quảng cáo và kết quả địa phương đúng như người dùng ở đó nhìn thấy, không lẫn kết quả cá nhân hóa.',
    ],
    'google-ads': [
      'Tài khoản Google Ads không bị đình chỉ',
      'Tách nhà quảng cáo theo khách hàng và ngành hàng.',
      'Google Ads đình chỉ tài khoản dùng chung thiết bị với tài khoản đã bị cấm. Hãy cho mỗi tài khoản nhà quảng cáo hồ sơ, proxy và phương thức thanh toán riêng.',
    ],
    youtube: [
      'Nhiều kênh YouTube trong một không gian làm việc',
      'Vận hành kênh thương hiệu và kênh khu vực từ các hồ sơ riêng.',
      'Tài khoản Google của mỗi kênh nằm trong hồ sơ riêng, nên cảnh cáo hay yêu cầu xác minh ở một kênh không bao giờ lan sang kênh khác.',
    ],
    reddit: [
      'Tài khoản Reddit có lịch sử lâu dài',
      'Phát triển tài khoản ở nhiều cộng đồng mà không bị shadowban.',
      'Reddit âm thầm ẩn bài viết của các tài khoản có liên kết. Hồ sơ riêng và IP dân cư giúp mỗi tài khoản giữ được uy tín của chính nó.',
    ],
    pinterest: [
      'Tài khoản Pinterest cho thương hiệu và cửa hàng',
      'Đăng ghim cho nhiều cửa hàng mà không bị đánh dấu spam.',
      'Vận hành tài khoản Pinterest của mỗi thương hiệu trong một hồ sơ riêng và lên lịch ghim bằng RPA với nhịp độ tự nhiên.',
    ],
    instagram: [
      'Quản lý nhiều tài khoản Instagram',
      'Tài khoản khách hàng, thương hiệu và nhà sáng tạo không bị chặn thao tác.',
      'Instagram liên kết tài khoản qua thiết bị và mạng. Hãy cho mỗi tài khoản một dấu vân tay giống thiết bị di động cùng proxy riêng, và chia sẻ hồ sơ với đội thay vì gửi mã xác minh.',
    ],
    ebay: [
      'Tài khoản người bán eBay, luôn tách biệt',
      'Vận hành nhiều cửa hàng eBay mà không bị đình chỉ liên đới.',
      'eBay liên kết người bán qua thiết bị và địa chỉ. Mỗi cửa hàng có một hồ sơ với dấu vân tay ổn định và IP thuộc quốc gia của trang eBay tương ứng.',
    ],
    shopify: [
      'Cửa hàng Shopify và tài khoản quảng cáo',
      'Đăng nhập quản trị, quảng cáo và thanh toán tách riêng cho từng cửa hàng.',
      'Giữ trang quản trị, cổng thanh toán và tài khoản quảng cáo của mỗi cửa hàng Shopify trong một hồ sơ riêng, để sự cố ở cửa hàng này không ảnh hưởng cửa hàng khác.',
    ],
    onlyfans: [
      'Agency quản lý nhà sáng tạo: rất nhiều tài khoản',
      'Nhân viên chat và quản lý làm việc trong tài khoản mà không cần chia sẻ mật khẩu.',
      'Agency cấp quyền truy cập hồ sơ của nhà sáng tạo cho nhân viên chat theo vai trò, ghi lại mọi phiên làm việc và giữ mỗi tài khoản trên một thiết bị và vị trí ổn định.',
    ],
    tinder: [
      'Ứng dụng hẹn hò trên máy tính',
      'Hồ sơ riêng cho từng tài khoản hẹn hò và từng thành phố.',
      'Dịch vụ hẹn hò liên kết tài khoản qua thiết bị và số điện thoại. Mỗi tài khoản có hồ sơ và proxy tại thành phố của nó, với cài đặt vị trí khớp theo.',
    ],
    telegram: [
      'Telegram Web với nhiều tài khoản',
      'Vận hành kênh, nhóm và tài khoản hỗ trợ song song.',
      'Mở mỗi tài khoản Telegram trong hồ sơ trình duyệt và IP riêng, để việc quản trị hàng loạt không kích hoạt giới hạn chống spam ở các tài khoản khác.',
    ],
    whatsapp: [
      'WhatsApp Web cho đội bán hàng và chăm sóc khách hàng',
      'Nhiều số điện thoại doanh nghiệp, mỗi số một hồ sơ.',
      'Gắn mỗi số WhatsApp với một hồ sơ riêng để nhân viên trả lời từ nhiều số trên cùng một máy tính mà các phiên không đăng xuất lẫn nhau.',
    ],
  },
  features: {
    'multi-account-management': [
      'Quản lý nhiều tài khoản',
      'Hàng trăm tài khoản, mỗi tài khoản trên một thiết bị ảo riêng.',
      'Tạo, nhóm, gắn thẻ và khởi chạy hồ sơ hàng loạt. Mỗi hồ sơ giữ cookie, dấu vân tay và proxy riêng, nên tài khoản luôn quay về đúng thiết bị cũ.',
    ],
    synchronizer: [
      'Bộ đồng bộ cửa sổ',
      'Lặp lại thao tác của một cửa sổ trên nhiều cửa sổ với nhịp độ như người thật.',
      'Nhấp chuột, cuộn trang và gõ phím ở cửa sổ chính được sao chép sang các cửa sổ khác với độ trễ ngẫu nhiên và biến thể văn bản cho từng cửa sổ.',
    ],
    rpa: [
      'Tự động hóa RPA',
      'Ghi lại thao tác trên trình duyệt và phát lại trên nhiều hồ sơ.',
      'Tạo tác vụ không cần code từ các bước đã ghi, vòng lặp và điều kiện, lên lịch và chạy trên nhiều hồ sơ cùng lúc.',
    ],
    'local-api': [
      'API cục bộ',
      'Khởi chạy và điều khiển hồ sơ bằng code của chính bạn.',
      'API HTTP trên localhost giúp bật, tắt hồ sơ, đổi proxy, nhập cookie và cung cấp endpoint CDP cho Playwright, Puppeteer hoặc Selenium.',
    ],
    'multi-profiles-management': [
      'Quản lý hồ sơ hàng loạt',
      'Thư mục, thẻ, chỉnh sửa hàng loạt và nhập CSV cho số lượng lớn.',
      'Xử lý hàng trăm hồ sơ cùng lúc: đổi proxy hàng loạt, nhập từ CSV và tìm bất kỳ hồ sơ nào theo thẻ, ghi chú hoặc trạng thái.',
    ],
    teamwork: [
      'Làm việc nhóm',
      'Chia sẻ hồ sơ theo vai trò, không bao giờ chia sẻ mật khẩu.',
      'Mời thành viên, phân vai trò theo thư mục và theo dõi mọi lần khởi chạy, chỉnh sửa và xuất dữ liệu trong nhật ký hoạt động.',
    ],
    'antidetect-browser': [
      'Trình duyệt antidetect',
      'Trình duyệt nền Chromium, nơi mỗi hồ sơ trông như một thiết bị thật riêng biệt.',
      'Canvas, WebGL, âm thanh, phông chữ, múi giờ và hàng chục tín hiệu khác được thiết lập nhất quán cho từng hồ sơ dựa trên dữ liệu thiết bị thật, trên lõi luôn bám sát các bản phát hành của Chrome.',
    ],
  },
  alternatives: {
    title: (name) => `Giải pháp thay thế ${name}: vì sao các đội chuyển sang Morphis`,
    summary: (name) => `Morphis và ${name}: dấu vân tay, tính năng làm việc nhóm và giá mỗi hồ sơ.`,
    bodies: {
      'gologin-alternative':
        'Các đội chuyển từ GoLogin giữ nguyên cookie nhờ tính năng nhập, đồng thời có bộ đồng bộ và RPA ở mọi gói trả phí, với giá bằng nội tệ.',
      'incogniton-alternative':
        'So với Incogniton, Morphis cập nhật lõi Chromium chỉ vài tuần sau mỗi bản Chrome và có API cục bộ ngay từ gói Solo.',
      'dolphin-anty-alternative':
        'Media buyer chuyển từ Dolphin Anty có đủ công cụ thao tác hàng loạt quen thuộc, cộng thêm vai trò theo thư mục và nhật ký hoạt động cho đội lớn.',
      'multilogin-alternative':
        'Morphis mang lại độ nhất quán dấu vân tay ngang tầm Multilogin với giá mỗi hồ sơ thấp hơn, cùng các gói tháng để bắt đầu nhỏ.',
      'octo-browser-alternative':
        'Khi chuyển từ Octo Browser, các đội giữ nguyên proxy và có thêm RPA không cần code, hồ sơ Android bản xem trước và hỗ trợ 20 ngôn ngữ.',
      'undetectable-alternative':
        'Khác với Undetectable, Morphis lưu hồ sơ cả trên đám mây lẫn cục bộ, nên cả đội chia sẻ được mà không phải sao chép tệp qua lại.',
      'ziniao-alternative':
        'Người bán thương mại điện tử chuyển từ Ziniao vẫn có khả năng cô lập gian hàng như cũ, tự do chọn nhà cung cấp proxy và thanh toán bằng USD, BRL, PLN hoặc VND.',
    },
  },
  plans: {
    free: [
      'Miễn phí',
      'Dùng thử Morphis với ba hồ sơ, miễn phí mãi mãi.',
      ['3 hồ sơ trình duyệt', 'Trình quản lý proxy', 'Nhập cookie'],
    ],
    solo: [
      'Solo',
      'Cho một người quản lý nhiều tài khoản.',
      ['100 hồ sơ trình duyệt', 'Bộ đồng bộ', 'API cục bộ', 'RPA với 5 tác vụ'],
    ],
    team: [
      'Team',
      'Cho agency và nhóm dùng chung hồ sơ.',
      ['300 hồ sơ trình duyệt', '10 thành viên', 'Vai trò và nhật ký hoạt động', 'Tác vụ RPA không giới hạn'],
    ],
    enterprise: [
      'Enterprise',
      'Cho nhóm lớn với nhu cầu riêng.',
      ['2.000 hồ sơ trình duyệt', '50 thành viên', 'Quản lý riêng', 'Thanh toán theo hóa đơn'],
    ],
  },
  faq: {
    'what-is-an-antidetect-browser': [
      'Trình duyệt antidetect là gì?',
      'Là trình duyệt mà mỗi hồ sơ có dấu vân tay thiết bị, cookie và proxy riêng, nhất quán, nên trang web coi mỗi hồ sơ là một khách truy cập riêng.',
    ],
    'is-it-legal': [
      'Dùng Morphis có hợp pháp không?',
      'Có. Morphis là công cụ bảo vệ quyền riêng tư. Bạn chịu trách nhiệm tuân thủ pháp luật và điều khoản của các nền tảng bạn sử dụng.',
    ],
    'annual-discount': [
      'Thanh toán theo năm tiết kiệm bao nhiêu?',
      'Gói năm chỉ tính giá mười tháng cho mười hai tháng, với mọi loại tiền tệ.',
    ],
    refunds: [
      'Tôi có được hoàn tiền không?',
      'Có, trong vòng 7 ngày sau lần thanh toán đầu tiên, nếu bạn đã khởi động ít hơn 20 hồ sơ.',
    ],
    'which-proxies': [
      'Morphis dùng được với proxy nào?',
      'Proxy HTTP, HTTPS và SOCKS5, có hoặc không có đăng nhập, bao gồm proxy dân cư và di động xoay vòng.',
    ],
    'profile-storage': [
      'Hồ sơ của tôi được lưu ở đâu?',
      'Được mã hóa trên đám mây của chúng tôi để nhóm mở ở bất cứ đâu, kèm bản sao cục bộ trên mỗi máy tính sử dụng.',
    ],
    'change-email': [
      'Làm sao đổi email tài khoản?',
      'Mở Tài khoản → Bảo mật, nhập địa chỉ mới và xác nhận liên kết chúng tôi gửi tới cả địa chỉ cũ và mới.',
    ],
    'two-factor': [
      'Morphis có hỗ trợ xác thực hai yếu tố không?',
      'Có. Bật tại Tài khoản → Bảo mật với bất kỳ ứng dụng xác thực nào; chủ nhóm có thể bắt buộc mọi thành viên bật.',
    ],
  },
  releases: {
    '3-8-0': [
      'Morphis 3.8.0',
      'Lõi Chromium 131 và nhập cookie nhanh hơn.',
      '- Lõi Chromium 131 cho mọi hồ sơ.\n- Nhập cookie với tệp lớn nhanh gấp ba.\n- Đã sửa: kiểm tra proxy bỏ qua cổng SOCKS5 trên Windows 32-bit.',
    ],
    '3-9-0': [
      'Morphis 3.9.0',
      'Thư mục cho hồ sơ và trình sửa proxy hàng loạt.',
      '- Có thể nhóm hồ sơ vào thư mục và chia sẻ theo thư mục.\n- Trình sửa proxy hàng loạt: đổi proxy cho nhiều hồ sơ cùng lúc.\n- Đã sửa: múi giờ không cập nhật sau khi đổi proxy của hồ sơ đang chạy.',
    ],
    '4-0-0': [
      'Morphis 4.0.0',
      'Chromium 134, khởi động nhanh hơn và bảng nhóm mới.',
      '- Lõi Chromium 134.\n- Hồ sơ khởi động nhanh hơn tới 40%.\n- Bảng nhóm mới với vai trò, thư mục và nhật ký hoạt động.\n- Không còn hỗ trợ Windows 7.',
    ],
    '4-1-0': [
      'Morphis 4.1.0',
      'Biến thể văn bản cho bộ đồng bộ và vòng lặp RPA.',
      '- Bộ đồng bộ có thể chèn biến thể văn bản cho từng cửa sổ.\n- Tác vụ RPA hỗ trợ vòng lặp theo danh sách giá trị.\n- Ngừng phát hành bản Windows 32-bit; bản đã cài vẫn hoạt động.',
    ],
    '4-2-0': [
      'Morphis 4.2.0',
      'API cục bộ chính thức ra khỏi beta.',
      '- API cục bộ ổn định, có endpoint khởi động, dừng, proxy và cookie.\n- Có thể đổi khóa API trong cài đặt.\n- Đã sửa: nhiễu canvas thay đổi sau khi chuyển hồ sơ.',
    ],
    '4-3-0': [
      'Morphis 4.3.0',
      'Hồ sơ Android bản xem trước và Chromium 140.',
      '- Hồ sơ Android trong bản xem trước công khai.\n- Lõi Chromium 140.\n- Trình kiểm tra hồ sơ đánh dấu bố cục bàn phím không khớp quốc gia của proxy.',
    ],
  },
  terms: {
    blogCategories: {
      fingerprinting: [
        'Dấu vân tay trình duyệt',
        'Cách các trang web nhận diện trình duyệt và cách Morphis giữ cho mỗi hồ sơ là duy nhất.',
      ],
      'affiliate-marketing': [
        'Tiếp thị liên kết',
        'Vận hành tài khoản quảng cáo và tiếp thị liên kết quy mô lớn mà không bị khóa.',
      ],
      'e-commerce': ['Thương mại điện tử', 'Quản lý tài khoản người bán trên các sàn ở nhiều khu vực.'],
      'team-workflows': ['Quy trình làm việc nhóm', 'Chia sẻ hồ sơ, phân quyền và tự động hóa trong nhóm.'],
    },
    newsCategories: { product: 'Tin sản phẩm', company: 'Công ty' },
    guideCategories: { 'getting-started': 'Bắt đầu', proxies: 'Proxy', automation: 'Tự động hóa' },
    blogTags: {
      canvas: 'Canvas',
      webgl: 'WebGL',
      'facebook-ads': 'Quảng cáo Facebook',
      amazon: 'Amazon',
      proxies: 'Proxy',
      'account-safety': 'An toàn tài khoản',
    },
    newsTags: { release: 'Phiên bản mới', pricing: 'Bảng giá', events: 'Sự kiện' },
    guideTags: { beginner: 'Người mới', advanced: 'Nâng cao', api: 'API' },
  },
  partners: {
    'northwind-proxies': [
      'Northwind Proxies: IP dân cư tại 190 quốc gia',
      'Giảm 15% lưu lượng dân cư và di động với mã MORPHIS15.',
      'Northwind Proxies cung cấp IP dân cư và di động với phiên cố định tới 24 giờ. Địa chỉ SOCKS5 dán thẳng vào hồ sơ Morphis, và mã **MORPHIS15** giảm 15% cho ba tháng đầu.',
    ],
    'cellgate-mobile': [
      'CellGate Mobile: proxy 4G và 5G',
      'Modem riêng với đổi IP bằng liên kết, cho mạng xã hội và đăng ký tài khoản.',
      'CellGate cho thuê modem 4G và 5G riêng tại Mỹ, Anh, Brazil và Ba Lan. Mỗi modem đổi IP khi mở liên kết xoay, bạn có thể lưu liên kết này trong cài đặt proxy của hồ sơ.',
    ],
    'paylane-cards': [
      'Paylane Cards: thẻ ảo cho chi tiêu quảng cáo',
      'Mỗi tài khoản quảng cáo một thẻ riêng và theo dõi chi tiêu theo khách hàng.',
      'Paylane phát hành thẻ ảo Visa và Mastercard trong vài giây, với hạn mức theo thẻ và theo ngày. Mỗi tài khoản quảng cáo một thẻ giúp phương thức thanh toán không liên kết các tài khoản của bạn.',
    ],
    'offerhub-network': [
      'OfferHub Network: ưu đãi CPA tại 60 quốc gia',
      'Nutra, quay thưởng và cài đặt ứng dụng, thanh toán hằng tuần.',
      'OfferHub có hơn 2.000 ưu đãi CPA, thanh toán hằng tuần từ mức tối thiểu 50 USD. Khách hàng Morphis có quản lý riêng và mức hoa hồng cao hơn cho chuyển đổi trong tháng đầu.',
    ],
    'captchafox-solver': [
      'CaptchaFox Solver: giải captcha trong tác vụ RPA',
      'Thêm bước giải captcha vào bất kỳ tác vụ RPA nào của Morphis chỉ với một khóa API.',
      'Dán khóa CaptchaFox vào **Cài đặt → Tích hợp** và thêm bước "Giải captcha" vào tác vụ RPA. Captcha hình ảnh, reCAPTCHA và hCaptcha được giải trong khoảng mười giây.',
    ],
    'growth-guild-community': [
      'Growth Guild: cộng đồng media buyer',
      'Nghiên cứu tình huống, cuộc gọi hằng tuần và bảng việc làm.',
      'Growth Guild có 12.000 media buyer chia sẻ phân tích chiến dịch.',
    ],
  },
} satisfies Translation;
