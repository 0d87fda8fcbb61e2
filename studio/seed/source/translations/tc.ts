import type { DraftTranslation } from './types';

/** Traditional Chinese (tc): every marketing text of the site. Still partial: `npm run content:coverage` lists what is missing; declare it `satisfies Translation` once complete. */
export const tc = {
  settings: ['Morphis 指紋瀏覽器 – 多帳戶安全管理', '指紋瀏覽器, 防關聯瀏覽器, 多帳戶管理', '安全經營多個帳戶：每個 Morphis 環境都是擁有獨立指紋、Cookie 與代理的獨立裝置。'],
  pages: {
    'about-us': ['關於 Morphis', '我們打造的瀏覽器，讓一個人也能安全地管理多個身分。', 'Morphis 於 2021 年誕生，最初是我們自家聯盟行銷團隊的工具。如今分布在四個國家的 40 名工程師持續更新指紋，每天有超過 60000 名行銷人員、賣家與代理商使用。'],
    links: ['常用連結', '下載、服務狀態、社群與客服一次找齊。', '- [下載 Morphis](/download)\n- [說明中心](/helps)\n- [更新日誌](/release)\n- [服務狀態](https://status.morphis.example)\n- [以電子郵件聯絡客服](mailto:support@morphis.example)'],
    'partner-plan': ['合作夥伴計畫', '您帶來的客戶每次付款，您都可獲得 30% 佣金，長期有效。', '以您的網站或頻道提出申請，取得專屬連結與優惠碼，餘額超過 50 美元即按月結算。代理服務商與工具廠商也可以申請整合展示。'],
    'pre-sales': ['聯絡業務', '為 20 人以上團隊提供方案、發票與導入協助。', '告訴我們您需要的環境數量與成員數。業務工程師會在一個工作天內回覆，提供客製報價、14 天團隊試用，以及從現有工具遷移的方案。'],
    'referral-program': ['推薦計畫', '邀請好友：好友享 8 折，您獲得一個月免費使用。', '在帳戶頁面分享您的推薦連結。受邀者購買任一方案時，首次付款享 8 折，您的帳戶也會增加一個月目前方案。'],
    'use-cases': ['使用情境', '行銷人員、賣家、代理商與開發者如何使用 Morphis。', '- **聯盟行銷團隊**以獨立裝置經營數百個廣告帳戶。\n- **電商賣家**讓不同站點的商店彼此隔離。\n- **代理商**依角色共享客戶帳戶。\n- **開發者**透過本機 API 以程式碼驅動環境。'],
    docs: ['文件', '本機 API、RPA 步驟與環境設定參考。', '日常操作請先看[說明中心](/helps)，分步教學請看[教學](/guide)。本機 API 參考列出每個端點以及請求與回應範例。'],
    'privacy-policy': ['隱私權政策', '我們在本網站與應用程式中蒐集哪些資訊，以及原因。', '我們會保存您的帳戶電子郵件、帳單紀錄與您同步的環境設定。我們從不讀取您在環境中開啟的頁面內容。您可隨時在帳戶頁面匯出或刪除資料。'],
    'terms-of-service': ['服務條款', '以淺白文字說明使用 Morphis 的規則。', '您可以將 Morphis 用於任何合法用途，並須遵守您所使用平台的規則。方案在取消前會自動續約；首次付款後 7 天內可申請退款。'],
  },
} satisfies DraftTranslation;
