import type { Locale } from '../../i18n/config.ts';

/** Pages with their own SEO entry (policy pages take theirs from the policy texts). */
export const SEO_PAGES = [
  'index',
  'register',
  'games',
  'providerselect',
  'promotions',
  'cashback',
  'affiliate',
  'quest',
  'reward',
  'member-level',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export interface FooterTexts {
  about_title: string;
  about_text: string;
  games_title: string;
  rewards_title: string;
  help_title: string;
  all_games: string;
  providers: string;
  promotions: string;
  member_level: string;
  quests: string;
  reward_shop: string;
  cashback: string;
  refer_friend: string;
  terms: string;
  privacy: string;
  cookies: string;
  security: string;
  payments_title: string;
  /** The bank-transfer payment method's name (its logo in the footer). */
  bank_transfer: string;
  partners_title: string;
  responsible_title: string;
  /** `{year}` is replaced with the current year. */
  copyright: string;
  disclaimer: string;
}

/** The shell's demo content in one language. */
export interface SystemTexts {
  announcement: string;
  announcement_payment: string;
  maintenance_title: string;
  maintenance_message: string;
  footer: FooterTexts;
  /** The visitors' home notification: the demo games need no account. */
  try_demo_title: string;
  try_demo_body: string;
  deposit_title: string;
  deposit_body: string;
  /** Titles of the home banners (their headlines too): slots, live casino, crash, refer a friend. */
  banners: [string, string, string, string];
  /** The offer of each home banner, in the same order. */
  banner_offers: [string, string, string, string];
  /** The call-to-action button of each home banner. */
  banner_ctas: [string, string, string, string];
  /** [title, description] per page; titles other than the home page's get " | Lotus Royale". */
  seo: Record<SeoPage, [string, string]>;
  keywords: string;
}

export const SYSTEM_TEXTS: Record<Locale, SystemTexts> = {
  en: {
    announcement:
      'Welcome to Lotus Royale! Deposits by bank transfer and QR payment are credited in minutes, and our support team is on LINE 24/7.',
    announcement_payment:
      'Please transfer only from the bank account registered in your profile — deposits from other accounts cannot be credited automatically.',
    maintenance_title: "We'll be right back",
    maintenance_message: 'Lotus Royale is being upgraded. Your balance and history are safe; please try again shortly.',
    footer: {
      about_title: 'About Lotus Royale',
      about_text:
        'Lotus Royale brings slots, live casino, sports, crash and fishing games together in one account, with fast deposits, daily rewards and friendly support in 15 languages.',
      games_title: 'Games',
      rewards_title: 'Rewards',
      help_title: 'Help & policies',
      all_games: 'All games',
      providers: 'Providers',
      promotions: 'Promotions',
      member_level: 'Member levels',
      quests: 'Quests',
      reward_shop: 'Reward shop',
      cashback: 'Cashback',
      refer_friend: 'Refer a friend',
      terms: 'Terms and conditions',
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
      security: 'Security',
      payments_title: 'Payment methods',
      bank_transfer: 'Bank transfer',
      partners_title: 'Powered by',
      responsible_title: 'Play responsibly',
      copyright: '© {year} Lotus Royale. All rights reserved.',
      disclaimer: 'Players must be 18 or older. Gambling can be addictive — set limits and play for fun.',
    },
    try_demo_title: 'Try the games for free',
    try_demo_body:
      'Games with a Demo button play on a fun balance: no account and no deposit needed. Tap Demo on a game to start.',
    deposit_title: 'Before you deposit',
    deposit_body:
      'Transfer from the bank account in your profile and keep your slip until the deposit is credited. QR payment codes expire when the countdown ends.',
    banners: ['Spin the reels', 'Live casino tables', 'Crash: cash out in time', 'Invite friends, earn together'],
    banner_offers: [
      'Hundreds of slots from ten studios, many free to try in demo mode.',
      'Baccarat, roulette, sic bo and dragon tiger tables, open day and night.',
      'Watch the multiplier climb and cash out before the rocket flies away.',
      "Share your referral link and earn a commission on your friends' play.",
    ],
    banner_ctas: ['Play slots', 'Join a table', 'Play crash', 'Invite friends'],
    seo: {
      index: [
        'Lotus Royale — Online casino, slots and live games',
        'Play slots, live casino, sports and crash games with fast deposits, daily quests and cashback at Lotus Royale.',
      ],
      register: [
        'Create your account',
        'Sign up in a minute with your phone number and start playing slots and live casino games at Lotus Royale.',
      ],
      games: [
        'Games',
        'Browse hundreds of slots, live casino tables, fishing, crash and arcade games. Try many of them in demo mode.',
      ],
      providerselect: [
        'Game providers',
        'Pick a game provider and explore its slots, tables and instant games at Lotus Royale.',
      ],
      promotions: ['Promotions', 'Current bonuses, cashback and rebate offers for Lotus Royale members.'],
      cashback: ['Cashback', 'Get part of your net losses back every day with the Lotus Royale cashback programme.'],
      affiliate: [
        'Refer a friend',
        'Share your referral link and earn commission on the play of the friends you invite.',
      ],
      quest: ['Quests', 'Complete daily check-ins and play quests to collect money, points and bonuses.'],
      reward: ['Reward shop', 'Exchange your points for free spins, lucky boxes, random cards and real prizes.'],
      'member-level': [
        'Member levels',
        'Climb the member levels to unlock higher cashback, birthday bonuses and VIP rewards.',
      ],
    },
    keywords: 'online casino, slots, live casino, crash game, cashback, free spins',
  },
  th: {
    announcement:
      'ยินดีต้อนรับสู่ Lotus Royale! ฝากผ่านการโอนธนาคารและชำระด้วย QR เงินเข้าภายในไม่กี่นาที ทีมงานพร้อมดูแลทาง LINE ตลอด 24 ชั่วโมง',
    announcement_payment: 'กรุณาโอนเงินจากบัญชีธนาคารที่ลงทะเบียนไว้ในโปรไฟล์เท่านั้น ยอดฝากจากบัญชีอื่นจะไม่สามารถเติมเข้าระบบอัตโนมัติได้',
    maintenance_title: 'ปิดปรับปรุงระบบชั่วคราว',
    maintenance_message: 'Lotus Royale กำลังอัปเกรดระบบ ยอดเงินและประวัติของคุณปลอดภัย กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    footer: {
      about_title: 'เกี่ยวกับ Lotus Royale',
      about_text:
        'Lotus Royale รวมสล็อต คาสิโนสด กีฬา เกมแครช และเกมยิงปลาไว้ในบัญชีเดียว พร้อมระบบฝากเงินรวดเร็ว รางวัลประจำวัน และทีมงานที่พร้อมช่วยเหลือใน 15 ภาษา',
      games_title: 'เกม',
      rewards_title: 'รางวัล',
      help_title: 'ช่วยเหลือและนโยบาย',
      all_games: 'เกมทั้งหมด',
      providers: 'ค่ายเกม',
      promotions: 'โปรโมชั่น',
      member_level: 'ระดับสมาชิก',
      quests: 'ภารกิจ',
      reward_shop: 'แลกของรางวัล',
      cashback: 'คืนยอดเสีย',
      refer_friend: 'แนะนำเพื่อน',
      terms: 'ข้อกำหนดและเงื่อนไข',
      privacy: 'นโยบายความเป็นส่วนตัว',
      cookies: 'นโยบายคุกกี้',
      security: 'ความปลอดภัย',
      payments_title: 'ช่องทางการชำระเงิน',
      bank_transfer: 'โอนผ่านธนาคาร',
      partners_title: 'ขับเคลื่อนโดย',
      responsible_title: 'เล่นอย่างรับผิดชอบ',
      copyright: '© {year} Lotus Royale สงวนลิขสิทธิ์',
      disclaimer: 'ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป การพนันอาจทำให้เสพติดได้ โปรดกำหนดขีดจำกัดและเล่นเพื่อความสนุก',
    },
    try_demo_title: 'ทดลองเล่นเกมฟรี',
    try_demo_body: 'เกมที่มีปุ่ม ทดลอง เล่นได้ด้วยเครดิตทดลอง ไม่ต้องสมัครและไม่ต้องฝากเงิน แตะ ทดลอง ที่เกมเพื่อเริ่ม',
    deposit_title: 'ก่อนฝากเงิน',
    deposit_body:
      'โอนเงินจากบัญชีธนาคารที่อยู่ในโปรไฟล์ของคุณ และเก็บสลิปไว้จนกว่ายอดฝากจะเข้า QR สำหรับชำระเงินจะหมดอายุเมื่อการนับถอยหลังสิ้นสุด',
    banners: ['หมุนวงล้อสล็อต', 'โต๊ะคาสิโนสด', 'แครช: ถอนให้ทันเวลา', 'ชวนเพื่อน รับรายได้ร่วมกัน'],
    banner_offers: [
      'สล็อตหลายร้อยเกมจากสิบค่าย หลายเกมลองเล่นฟรีได้ในโหมดทดลอง',
      'บาคาร่า รูเล็ต ไฮโล และเสือมังกร เปิดให้เล่นทั้งวันทั้งคืน',
      'ดูตัวคูณพุ่งขึ้น แล้วถอนก่อนที่จรวดจะบินหายไป',
      'แชร์ลิงก์แนะนำของคุณ แล้วรับค่าคอมมิชชันจากการเล่นของเพื่อน',
    ],
    banner_ctas: ['เล่นสล็อต', 'เข้าร่วมโต๊ะ', 'เล่นแครช', 'ชวนเพื่อน'],
    seo: {
      index: [
        'Lotus Royale — คาสิโนออนไลน์ สล็อต และเกมสด',
        'เล่นสล็อต คาสิโนสด กีฬา และเกมแครช ฝากถอนรวดเร็ว พร้อมภารกิจรายวันและเงินคืนที่ Lotus Royale',
      ],
      register: ['สมัครสมาชิก', 'สมัครได้ในหนึ่งนาทีด้วยเบอร์โทรศัพท์ แล้วเริ่มเล่นสล็อตและคาสิโนสดที่ Lotus Royale'],
      games: ['เกม', 'เลือกเล่นสล็อต โต๊ะคาสิโนสด เกมยิงปลา แครช และอาร์เคดนับร้อยเกม หลายเกมทดลองเล่นได้ฟรี'],
      providerselect: ['ค่ายเกม', 'เลือกค่ายเกมที่ชอบแล้วสำรวจสล็อต เกมโต๊ะ และเกมด่วนที่ Lotus Royale'],
      promotions: ['โปรโมชั่น', 'โบนัส คืนยอดเสีย และคืนค่าคอมล่าสุดสำหรับสมาชิก Lotus Royale'],
      cashback: ['คืนยอดเสีย', 'รับยอดเสียสุทธิคืนบางส่วนทุกวันกับโปรแกรมคืนยอดเสียของ Lotus Royale'],
      affiliate: ['แนะนำเพื่อน', 'แชร์ลิงก์แนะนำของคุณ แล้วรับค่าคอมมิชชั่นจากยอดเล่นของเพื่อนที่คุณชวนมา'],
      quest: ['ภารกิจ', 'เช็คอินรายวันและทำภารกิจการเล่นเพื่อสะสมเงิน แต้ม และโบนัส'],
      reward: ['แลกของรางวัล', 'นำแต้มไปแลกฟรีสปิน กล่องสุ่ม การ์ดสุ่ม และของรางวัลจริง'],
      'member-level': ['ระดับสมาชิก', 'เลื่อนระดับสมาชิกเพื่อปลดล็อกเงินคืนที่สูงขึ้น โบนัสวันเกิด และรางวัล VIP'],
    },
    keywords: 'คาสิโนออนไลน์, สล็อต, คาสิโนสด, เกมแครช, คืนยอดเสีย, ฟรีสปิน',
  },
  id: {
    announcement:
      'Selamat datang di Lotus Royale! Deposit melalui transfer bank dan pembayaran QR masuk dalam hitungan menit, dan tim dukungan kami siap membantu di LINE 24/7.',
    announcement_payment:
      'Harap transfer hanya dari rekening bank yang terdaftar di profil Anda — deposit dari rekening lain tidak dapat dikreditkan secara otomatis.',
    maintenance_title: 'Kami akan segera kembali',
    maintenance_message:
      'Lotus Royale sedang ditingkatkan. Saldo dan riwayat Anda aman; silakan coba lagi sebentar lagi.',
    footer: {
      about_title: 'Tentang Lotus Royale',
      about_text:
        'Lotus Royale menghadirkan slot, kasino langsung, olahraga, crash, dan tembak ikan dalam satu akun, dengan deposit cepat, hadiah harian, dan dukungan ramah dalam 15 bahasa.',
      games_title: 'Permainan',
      rewards_title: 'Hadiah',
      help_title: 'Bantuan & kebijakan',
      all_games: 'Semua permainan',
      providers: 'Penyedia',
      promotions: 'Promosi',
      member_level: 'Level member',
      quests: 'Misi',
      reward_shop: 'Toko hadiah',
      cashback: 'Cashback',
      refer_friend: 'Ajak teman',
      terms: 'Syarat dan ketentuan',
      privacy: 'Kebijakan privasi',
      cookies: 'Kebijakan cookie',
      security: 'Keamanan',
      payments_title: 'Metode pembayaran',
      bank_transfer: 'Transfer bank',
      partners_title: 'Didukung oleh',
      responsible_title: 'Bermain secara bertanggung jawab',
      copyright: '© {year} Lotus Royale. Hak cipta dilindungi.',
      disclaimer:
        'Pemain harus berusia 18 tahun ke atas. Perjudian dapat menimbulkan kecanduan — tetapkan batas dan bermainlah untuk bersenang-senang.',
    },
    try_demo_title: 'Coba gamenya gratis',
    try_demo_body:
      'Game dengan tombol Demo dimainkan dengan saldo main-main: tanpa akun dan tanpa deposit. Ketuk Demo pada game untuk mulai.',
    deposit_title: 'Sebelum Anda deposit',
    deposit_body:
      'Transfer dari rekening bank yang ada di profil Anda dan simpan bukti transfer sampai deposit masuk. Kode pembayaran QR kedaluwarsa saat hitung mundur berakhir.',
    banners: ['Putar gulungannya', 'Meja kasino langsung', 'Crash: tarik tepat waktu', 'Ajak teman, untung bersama'],
    banner_offers: [
      'Ratusan slot dari sepuluh studio, banyak yang bisa dicoba gratis dalam mode demo.',
      'Meja bakarat, rolet, sic bo, dan dragon tiger, buka siang dan malam.',
      'Saksikan pengali naik dan tarik sebelum roketnya terbang pergi.',
      'Bagikan tautan referal Anda dan dapatkan komisi dari permainan teman Anda.',
    ],
    banner_ctas: ['Main slot', 'Gabung ke meja', 'Main crash', 'Ajak teman'],
    seo: {
      index: [
        'Lotus Royale — Kasino online, slot, dan permainan langsung',
        'Mainkan slot, kasino langsung, olahraga, dan crash dengan deposit cepat, misi harian, dan cashback di Lotus Royale.',
      ],
      register: [
        'Buat akun Anda',
        'Daftar dalam satu menit dengan nomor ponsel Anda dan mulai bermain slot serta kasino langsung di Lotus Royale.',
      ],
      games: [
        'Permainan',
        'Jelajahi ratusan slot, meja kasino langsung, tembak ikan, crash, dan arcade. Banyak yang bisa dicoba dalam mode demo.',
      ],
      providerselect: [
        'Penyedia permainan',
        'Pilih penyedia permainan dan jelajahi slot, permainan meja, dan permainan instannya di Lotus Royale.',
      ],
      promotions: ['Promosi', 'Bonus, cashback, dan rebate terbaru untuk member Lotus Royale.'],
      cashback: [
        'Cashback',
        'Dapatkan kembali sebagian kekalahan bersih Anda setiap hari dengan program cashback Lotus Royale.',
      ],
      affiliate: [
        'Ajak teman',
        'Bagikan tautan referral Anda dan dapatkan komisi dari permainan teman yang Anda undang.',
      ],
      quest: ['Misi', 'Selesaikan check-in harian dan misi bermain untuk mengumpulkan uang, poin, dan bonus.'],
      reward: [
        'Toko hadiah',
        'Tukarkan poin Anda dengan putaran gratis, kotak keberuntungan, kartu acak, dan hadiah nyata.',
      ],
      'member-level': [
        'Level member',
        'Naikkan level member Anda untuk membuka cashback lebih tinggi, bonus ulang tahun, dan hadiah VIP.',
      ],
    },
    keywords: 'kasino online, slot, kasino langsung, game crash, cashback, putaran gratis',
  },
  my: {
    announcement:
      'Selamat datang ke Lotus Royale! Deposit melalui pindahan bank dan pembayaran QR dikreditkan dalam beberapa minit, dan pasukan sokongan kami sedia di LINE 24/7.',
    announcement_payment:
      'Sila buat pindahan hanya dari akaun bank yang didaftarkan dalam profil anda — deposit dari akaun lain tidak dapat dikreditkan secara automatik.',
    maintenance_title: 'Kami akan kembali sebentar lagi',
    maintenance_message:
      'Lotus Royale sedang dinaik taraf. Baki dan sejarah anda selamat; sila cuba lagi sebentar nanti.',
    footer: {
      about_title: 'Tentang Lotus Royale',
      about_text:
        'Lotus Royale menghimpunkan slot, kasino langsung, sukan, crash dan permainan tembak ikan dalam satu akaun, dengan deposit pantas, ganjaran harian dan sokongan mesra dalam 15 bahasa.',
      games_title: 'Permainan',
      rewards_title: 'Ganjaran',
      help_title: 'Bantuan & dasar',
      all_games: 'Semua permainan',
      providers: 'Penyedia',
      promotions: 'Promosi',
      member_level: 'Tahap ahli',
      quests: 'Misi',
      reward_shop: 'Kedai ganjaran',
      cashback: 'Pulangan tunai',
      refer_friend: 'Rujuk rakan',
      terms: 'Terma dan syarat',
      privacy: 'Dasar privasi',
      cookies: 'Dasar kuki',
      security: 'Keselamatan',
      payments_title: 'Kaedah pembayaran',
      bank_transfer: 'Pindahan bank',
      partners_title: 'Dikuasakan oleh',
      responsible_title: 'Bermain secara bertanggungjawab',
      copyright: '© {year} Lotus Royale. Hak cipta terpelihara.',
      disclaimer:
        'Pemain mestilah berumur 18 tahun ke atas. Perjudian boleh menyebabkan ketagihan — tetapkan had dan bermainlah untuk berseronok.',
    },
    try_demo_title: 'Cuba permainan secara percuma',
    try_demo_body:
      'Permainan dengan butang Demo dimainkan dengan baki main-main: tanpa akaun dan tanpa deposit. Ketik Demo pada permainan untuk bermula.',
    deposit_title: 'Sebelum anda membuat deposit',
    deposit_body:
      'Buat pindahan dari akaun bank dalam profil anda dan simpan resit sehingga deposit dikreditkan. Kod pembayaran QR tamat tempoh apabila kiraan detik berakhir.',
    banners: [
      'Putar gelendong',
      'Meja kasino langsung',
      'Crash: tunaikan tepat pada masanya',
      'Ajak rakan, untung bersama',
    ],
    banner_offers: [
      'Ratusan slot daripada sepuluh studio, banyak yang boleh dicuba percuma dalam mod demo.',
      'Meja bakarat, rolet, sic bo dan dragon tiger, dibuka siang dan malam.',
      'Lihat pendarab naik dan tunaikan sebelum roket terbang pergi.',
      'Kongsi pautan rujukan anda dan raih komisen daripada permainan rakan anda.',
    ],
    banner_ctas: ['Main slot', 'Sertai meja', 'Main crash', 'Jemput rakan'],
    seo: {
      index: [
        'Lotus Royale — Kasino dalam talian, slot dan permainan langsung',
        'Main slot, kasino langsung, sukan dan permainan crash dengan deposit pantas, misi harian dan pulangan tunai di Lotus Royale.',
      ],
      register: [
        'Cipta akaun anda',
        'Daftar dalam satu minit dengan nombor telefon anda dan mula bermain slot dan kasino langsung di Lotus Royale.',
      ],
      games: [
        'Permainan',
        'Terokai ratusan slot, meja kasino langsung, tembak ikan, crash dan arked. Banyak yang boleh dicuba dalam mod demo.',
      ],
      providerselect: [
        'Penyedia permainan',
        'Pilih penyedia permainan dan terokai slot, permainan meja dan permainan segeranya di Lotus Royale.',
      ],
      promotions: ['Promosi', 'Bonus, pulangan tunai dan rebat terkini untuk ahli Lotus Royale.'],
      cashback: [
        'Pulangan tunai',
        'Dapatkan semula sebahagian kerugian bersih anda setiap hari dengan program pulangan tunai Lotus Royale.',
      ],
      affiliate: [
        'Rujuk rakan',
        'Kongsi pautan rujukan anda dan peroleh komisen daripada permainan rakan yang anda jemput.',
      ],
      quest: ['Misi', 'Lengkapkan daftar masuk harian dan misi permainan untuk mengumpul wang, mata dan bonus.'],
      reward: [
        'Kedai ganjaran',
        'Tukar mata anda dengan putaran percuma, kotak bertuah, kad rawak dan hadiah sebenar.',
      ],
      'member-level': [
        'Tahap ahli',
        'Naik tahap ahli untuk membuka pulangan tunai lebih tinggi, bonus hari jadi dan ganjaran VIP.',
      ],
    },
    keywords: 'kasino dalam talian, slot, kasino langsung, permainan crash, pulangan tunai, putaran percuma',
  },
  zh: {
    announcement: '欢迎来到 Lotus Royale！银行转账和扫码支付存款几分钟内到账，客服团队 24 小时在 LINE 为您服务。',
    announcement_payment: '请仅使用您个人资料中登记的银行账户转账——其他账户的存款无法自动入账。',
    maintenance_title: '我们马上回来',
    maintenance_message: 'Lotus Royale 正在进行系统升级。您的余额和记录都很安全，请稍后再试。',
    footer: {
      about_title: '关于 Lotus Royale',
      about_text:
        'Lotus Royale 将老虎机、真人娱乐场、体育、Crash 和捕鱼游戏汇聚于一个账户，提供快速存款、每日奖励以及 15 种语言的贴心客服。',
      games_title: '游戏',
      rewards_title: '奖励',
      help_title: '帮助与政策',
      all_games: '全部游戏',
      providers: '游戏厂商',
      promotions: '优惠活动',
      member_level: '会员等级',
      quests: '任务',
      reward_shop: '奖励商城',
      cashback: '返现',
      refer_friend: '推荐好友',
      terms: '条款与条件',
      privacy: '隐私政策',
      cookies: 'Cookie 政策',
      security: '安全',
      payments_title: '支付方式',
      bank_transfer: '银行转账',
      partners_title: '技术支持',
      responsible_title: '理性游戏',
      copyright: '© {year} Lotus Royale。保留所有权利。',
      disclaimer: '玩家必须年满 18 岁。赌博可能使人上瘾——请设定限额，以娱乐为目的游戏。',
    },
    try_demo_title: '免费试玩游戏',
    try_demo_body: '带有“试玩”按钮的游戏使用娱乐余额进行：无需账户，无需存款。点击游戏上的“试玩”即可开始。',
    deposit_title: '存款前须知',
    deposit_body: '请从个人资料中的银行账户转账，并保留转账凭证直到存款到账。扫码支付的二维码在倒计时结束后失效。',
    banners: ['转动转轴', '真人娱乐桌台', 'Crash：及时兑现', '邀请好友，共享收益'],
    banner_offers: [
      '来自十家工作室的数百款老虎机，多款可在试玩模式中免费体验。',
      '百家乐、轮盘、骰宝和龙虎桌台，全天候开放。',
      '看着倍数不断攀升，在火箭飞走之前及时兑现。',
      '分享您的推荐链接，从好友的游戏中赚取佣金。',
    ],
    banner_ctas: ['玩老虎机', '加入桌台', '玩 Crash', '邀请好友'],
    seo: {
      index: [
        'Lotus Royale — 在线娱乐场、老虎机与真人游戏',
        '在 Lotus Royale 畅玩老虎机、真人娱乐场、体育和 Crash 游戏，快速存款，每日任务，天天返现。',
      ],
      register: ['注册账户', '使用手机号一分钟完成注册，即刻在 Lotus Royale 畅玩老虎机和真人娱乐场。'],
      games: ['游戏', '浏览数百款老虎机、真人桌台、捕鱼、Crash 和街机游戏，多款游戏支持试玩模式。'],
      providerselect: ['游戏厂商', '选择游戏厂商，在 Lotus Royale 探索其老虎机、桌面游戏和即开游戏。'],
      promotions: ['优惠活动', 'Lotus Royale 会员的最新奖金、返现和返水优惠。'],
      cashback: ['返现', '通过 Lotus Royale 返现计划，每天返还部分净亏损。'],
      affiliate: ['推荐好友', '分享您的推荐链接，从您邀请的好友的投注中赚取佣金。'],
      quest: ['任务', '完成每日签到和游戏任务，收集现金、积分和奖金。'],
      reward: ['奖励商城', '用积分兑换免费旋转、幸运盒、随机卡和实物奖品。'],
      'member-level': ['会员等级', '提升会员等级，解锁更高返现、生日奖金和 VIP 奖励。'],
    },
    keywords: '在线娱乐场, 老虎机, 真人娱乐场, Crash 游戏, 返现, 免费旋转',
  },
  ko: {
    announcement:
      'Lotus Royale에 오신 것을 환영합니다! 계좌이체와 QR 결제 입금은 몇 분 안에 반영되며, 고객지원팀이 LINE에서 24시간 도와드립니다.',
    announcement_payment:
      '프로필에 등록된 은행 계좌에서만 이체해 주세요. 다른 계좌에서 입금하면 자동으로 반영되지 않습니다.',
    maintenance_title: '곧 돌아오겠습니다',
    maintenance_message:
      'Lotus Royale 시스템을 업그레이드하고 있습니다. 잔액과 내역은 안전하니 잠시 후 다시 시도해 주세요.',
    footer: {
      about_title: 'Lotus Royale 소개',
      about_text:
        'Lotus Royale은 슬롯, 라이브 카지노, 스포츠, 크래시, 피싱 게임을 하나의 계정으로 제공하며, 빠른 입금과 매일의 보상, 15개 언어의 친절한 고객지원을 갖추고 있습니다.',
      games_title: '게임',
      rewards_title: '리워드',
      help_title: '도움말 및 정책',
      all_games: '전체 게임',
      providers: '게임사',
      promotions: '프로모션',
      member_level: '회원 등급',
      quests: '퀘스트',
      reward_shop: '리워드 상점',
      cashback: '캐시백',
      refer_friend: '친구 추천',
      terms: '이용약관',
      privacy: '개인정보 처리방침',
      cookies: '쿠키 정책',
      security: '보안',
      payments_title: '결제 수단',
      bank_transfer: '계좌이체',
      partners_title: '파트너',
      responsible_title: '책임감 있는 게임',
      copyright: '© {year} Lotus Royale. 모든 권리 보유.',
      disclaimer:
        '만 18세 이상만 이용할 수 있습니다. 도박은 중독될 수 있으니 한도를 정하고 즐거움을 위해 플레이하세요.',
    },
    try_demo_title: '게임을 무료로 체험하세요',
    try_demo_body:
      '데모 버튼이 있는 게임은 체험용 잔액으로 플레이합니다. 계정도 입금도 필요 없습니다. 게임의 데모를 눌러 시작하세요.',
    deposit_title: '입금 전 확인하세요',
    deposit_body:
      '프로필에 등록된 은행 계좌에서 이체하고, 입금이 반영될 때까지 이체 확인증을 보관해 주세요. QR 결제 코드는 카운트다운이 끝나면 만료됩니다.',
    banners: ['릴을 돌려보세요', '라이브 카지노 테이블', '크래시: 제때 캐시아웃', '친구를 초대하고 함께 버세요'],
    banner_offers: [
      '10개 스튜디오의 슬롯 수백 종, 상당수는 데모 모드로 무료 체험할 수 있습니다.',
      '바카라, 룰렛, 식보, 드래곤 타이거 테이블이 밤낮으로 열려 있습니다.',
      '배수가 오르는 것을 지켜보다가 로켓이 날아가기 전에 캐시아웃하세요.',
      '추천 링크를 공유하고 친구들의 플레이에서 커미션을 받으세요.',
    ],
    banner_ctas: ['슬롯 플레이', '테이블 참가', '크래시 플레이', '친구 초대'],
    seo: {
      index: [
        'Lotus Royale — 온라인 카지노, 슬롯, 라이브 게임',
        'Lotus Royale에서 빠른 입금, 일일 퀘스트, 캐시백과 함께 슬롯, 라이브 카지노, 스포츠, 크래시 게임을 즐기세요.',
      ],
      register: ['회원가입', '휴대폰 번호로 1분 만에 가입하고 Lotus Royale에서 슬롯과 라이브 카지노를 시작하세요.'],
      games: [
        '게임',
        '수백 개의 슬롯, 라이브 카지노 테이블, 피싱, 크래시, 아케이드 게임을 둘러보세요. 많은 게임을 데모 모드로 체험할 수 있습니다.',
      ],
      providerselect: ['게임사', '게임사를 선택하고 Lotus Royale에서 슬롯, 테이블 게임, 인스턴트 게임을 살펴보세요.'],
      promotions: ['프로모션', 'Lotus Royale 회원을 위한 최신 보너스, 캐시백, 리베이트 혜택.'],
      cashback: ['캐시백', 'Lotus Royale 캐시백 프로그램으로 매일 순손실의 일부를 돌려받으세요.'],
      affiliate: ['친구 추천', '추천 링크를 공유하고 초대한 친구의 플레이에서 커미션을 받으세요.'],
      quest: ['퀘스트', '매일 출석 체크와 플레이 퀘스트를 완료하고 현금, 포인트, 보너스를 모으세요.'],
      reward: ['리워드 상점', '포인트를 무료 스핀, 럭키 박스, 랜덤 카드, 실물 경품으로 교환하세요.'],
      'member-level': ['회원 등급', '회원 등급을 올려 더 높은 캐시백, 생일 보너스, VIP 리워드를 받으세요.'],
    },
    keywords: '온라인 카지노, 슬롯, 라이브 카지노, 크래시 게임, 캐시백, 무료 스핀',
  },
  hi: {
    announcement:
      'Lotus Royale में आपका स्वागत है! बैंक ट्रांसफ़र और QR भुगतान से जमा कुछ ही मिनटों में खाते में आ जाती है, और हमारी सहायता टीम LINE पर 24/7 उपलब्ध है।',
    announcement_payment:
      'कृपया केवल अपनी प्रोफ़ाइल में दर्ज बैंक खाते से ही ट्रांसफ़र करें — दूसरे खातों से की गई जमा अपने-आप क्रेडिट नहीं हो सकती।',
    maintenance_title: 'हम जल्द ही वापस आएँगे',
    maintenance_message:
      'Lotus Royale को अपग्रेड किया जा रहा है। आपका बैलेंस और इतिहास सुरक्षित है; कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    footer: {
      about_title: 'Lotus Royale के बारे में',
      about_text:
        'Lotus Royale स्लॉट, लाइव कैसीनो, खेल, क्रैश और फ़िशिंग गेम एक ही खाते में लाता है — तेज़ जमा, रोज़ाना इनाम और 15 भाषाओं में मददगार सहायता के साथ।',
      games_title: 'गेम',
      rewards_title: 'इनाम',
      help_title: 'सहायता और नीतियाँ',
      all_games: 'सभी गेम',
      providers: 'प्रदाता',
      promotions: 'प्रमोशन',
      member_level: 'सदस्य स्तर',
      quests: 'क्वेस्ट',
      reward_shop: 'इनाम की दुकान',
      cashback: 'कैशबैक',
      refer_friend: 'दोस्त को रेफ़र करें',
      terms: 'नियम और शर्तें',
      privacy: 'गोपनीयता नीति',
      cookies: 'कुकी नीति',
      security: 'सुरक्षा',
      payments_title: 'भुगतान के तरीके',
      bank_transfer: 'बैंक ट्रांसफ़र',
      partners_title: 'सहयोगी',
      responsible_title: 'ज़िम्मेदारी से खेलें',
      copyright: '© {year} Lotus Royale. सर्वाधिकार सुरक्षित।',
      disclaimer: 'खिलाड़ियों की आयु 18 वर्ष या उससे अधिक होनी चाहिए। जुए की लत लग सकती है — सीमाएँ तय करें और मनोरंजन के लिए खेलें।',
    },
    try_demo_title: 'गेम मुफ़्त में आज़माएँ',
    try_demo_body: 'डेमो बटन वाले गेम मनोरंजन बैलेंस पर खेले जाते हैं: न खाता चाहिए, न जमा। शुरू करने के लिए गेम पर डेमो दबाएँ।',
    deposit_title: 'जमा करने से पहले',
    deposit_body:
      'अपनी प्रोफ़ाइल वाले बैंक खाते से ट्रांसफ़र करें और जमा क्रेडिट होने तक रसीद संभालकर रखें। QR भुगतान कोड उलटी गिनती खत्म होते ही समाप्त हो जाते हैं।',
    banners: ['रील्स घुमाइए', 'लाइव कैसीनो टेबल', 'क्रैश: समय पर कैश आउट करें', 'दोस्तों को बुलाएँ, साथ कमाएँ'],
    banner_offers: [
      'दस स्टूडियो के सैकड़ों स्लॉट, जिनमें से कई डेमो मोड में मुफ़्त आज़माए जा सकते हैं।',
      'बैकारेट, रूलेट, सिक बो और ड्रैगन टाइगर टेबल, दिन-रात खुली।',
      'मल्टीप्लायर को बढ़ते देखें और रॉकेट के उड़ जाने से पहले कैश आउट करें।',
      'अपना रेफ़रल लिंक साझा करें और दोस्तों के खेल पर कमीशन कमाएँ।',
    ],
    banner_ctas: ['स्लॉट खेलें', 'टेबल से जुड़ें', 'क्रैश खेलें', 'दोस्तों को बुलाएँ'],
    seo: {
      index: [
        'Lotus Royale — ऑनलाइन कैसीनो, स्लॉट और लाइव गेम',
        'Lotus Royale पर तेज़ जमा, रोज़ाना क्वेस्ट और कैशबैक के साथ स्लॉट, लाइव कैसीनो, खेल और क्रैश गेम खेलें।',
      ],
      register: [
        'अपना खाता बनाएँ',
        'अपने फ़ोन नंबर से एक मिनट में साइन अप करें और Lotus Royale पर स्लॉट व लाइव कैसीनो खेलना शुरू करें।',
      ],
      games: ['गेम', 'सैकड़ों स्लॉट, लाइव कैसीनो टेबल, फ़िशिंग, क्रैश और आर्केड गेम देखें। कई गेम डेमो मोड में आज़माए जा सकते हैं।'],
      providerselect: ['गेम प्रदाता', 'कोई गेम प्रदाता चुनें और Lotus Royale पर उसके स्लॉट, टेबल और इंस्टेंट गेम देखें।'],
      promotions: ['प्रमोशन', 'Lotus Royale सदस्यों के लिए नवीनतम बोनस, कैशबैक और रिबेट ऑफ़र।'],
      cashback: ['कैशबैक', 'Lotus Royale कैशबैक कार्यक्रम के साथ हर दिन अपने शुद्ध नुकसान का एक हिस्सा वापस पाएँ।'],
      affiliate: ['दोस्त को रेफ़र करें', 'अपना रेफ़रल लिंक साझा करें और अपने बुलाए दोस्तों के खेल पर कमीशन कमाएँ।'],
      quest: ['क्वेस्ट', 'पैसे, पॉइंट और बोनस इकट्ठा करने के लिए रोज़ाना चेक-इन और खेल क्वेस्ट पूरे करें।'],
      reward: ['इनाम की दुकान', 'अपने पॉइंट को फ़्री स्पिन, लकी बॉक्स, रैंडम कार्ड और असली इनामों से बदलें।'],
      'member-level': ['सदस्य स्तर', 'ऊँचा कैशबैक, जन्मदिन बोनस और VIP इनाम पाने के लिए सदस्य स्तर बढ़ाएँ।'],
    },
    keywords: 'ऑनलाइन कैसीनो, स्लॉट, लाइव कैसीनो, क्रैश गेम, कैशबैक, फ़्री स्पिन',
  },
  vn: {
    announcement:
      'Chào mừng bạn đến với Lotus Royale! Tiền nạp qua chuyển khoản ngân hàng và thanh toán QR được cộng trong vài phút, đội ngũ hỗ trợ luôn sẵn sàng trên LINE 24/7.',
    announcement_payment:
      'Vui lòng chỉ chuyển tiền từ tài khoản ngân hàng đã đăng ký trong hồ sơ — khoản nạp từ tài khoản khác không thể được cộng tự động.',
    maintenance_title: 'Chúng tôi sẽ quay lại ngay',
    maintenance_message:
      'Lotus Royale đang được nâng cấp. Số dư và lịch sử của bạn vẫn an toàn; vui lòng thử lại sau ít phút.',
    footer: {
      about_title: 'Về Lotus Royale',
      about_text:
        'Lotus Royale mang slot, sòng bài trực tiếp, thể thao, crash và bắn cá về chung một tài khoản, cùng nạp tiền nhanh, phần thưởng mỗi ngày và hỗ trợ tận tình bằng 15 ngôn ngữ.',
      games_title: 'Trò chơi',
      rewards_title: 'Phần thưởng',
      help_title: 'Trợ giúp & chính sách',
      all_games: 'Tất cả trò chơi',
      providers: 'Nhà cung cấp',
      promotions: 'Khuyến mãi',
      member_level: 'Cấp thành viên',
      quests: 'Nhiệm vụ',
      reward_shop: 'Cửa hàng đổi thưởng',
      cashback: 'Hoàn tiền',
      refer_friend: 'Giới thiệu bạn bè',
      terms: 'Điều khoản và điều kiện',
      privacy: 'Chính sách bảo mật',
      cookies: 'Chính sách cookie',
      security: 'Bảo mật',
      payments_title: 'Phương thức thanh toán',
      bank_transfer: 'Chuyển khoản',
      partners_title: 'Đối tác',
      responsible_title: 'Chơi có trách nhiệm',
      copyright: '© {year} Lotus Royale. Bảo lưu mọi quyền.',
      disclaimer:
        'Người chơi phải từ 18 tuổi trở lên. Cờ bạc có thể gây nghiện — hãy đặt giới hạn và chơi để giải trí.',
    },
    try_demo_title: 'Chơi thử miễn phí',
    try_demo_body:
      'Các trò chơi có nút Chơi thử dùng số dư giải trí: không cần tài khoản, không cần nạp tiền. Chạm Chơi thử trên trò chơi để bắt đầu.',
    deposit_title: 'Trước khi nạp tiền',
    deposit_body:
      'Hãy chuyển tiền từ tài khoản ngân hàng trong hồ sơ và giữ biên lai cho đến khi tiền nạp được cộng. Mã thanh toán QR hết hạn khi đồng hồ đếm ngược kết thúc.',
    banners: ['Quay cuộn slot', 'Bàn sòng bài trực tiếp', 'Crash: rút đúng lúc', 'Mời bạn bè, cùng nhau kiếm thêm'],
    banner_offers: [
      'Hàng trăm trò slot từ mười nhà phát hành, nhiều trò chơi thử miễn phí ở chế độ demo.',
      'Bàn baccarat, roulette, tài xỉu và rồng hổ mở cửa cả ngày lẫn đêm.',
      'Xem hệ số nhân tăng dần và rút tiền trước khi tên lửa bay mất.',
      'Chia sẻ liên kết giới thiệu và nhận hoa hồng từ lượt chơi của bạn bè.',
    ],
    banner_ctas: ['Chơi slot', 'Vào bàn', 'Chơi crash', 'Mời bạn bè'],
    seo: {
      index: [
        'Lotus Royale — Sòng bài trực tuyến, slot và trò chơi trực tiếp',
        'Chơi slot, sòng bài trực tiếp, thể thao và crash với nạp tiền nhanh, nhiệm vụ hằng ngày và hoàn tiền tại Lotus Royale.',
      ],
      register: [
        'Tạo tài khoản',
        'Đăng ký trong một phút bằng số điện thoại và bắt đầu chơi slot cùng sòng bài trực tiếp tại Lotus Royale.',
      ],
      games: [
        'Trò chơi',
        'Khám phá hàng trăm slot, bàn sòng bài trực tiếp, bắn cá, crash và arcade. Nhiều trò có thể chơi thử ở chế độ demo.',
      ],
      providerselect: [
        'Nhà cung cấp trò chơi',
        'Chọn nhà cung cấp và khám phá slot, trò chơi bàn và trò chơi nhanh của họ tại Lotus Royale.',
      ],
      promotions: ['Khuyến mãi', 'Thưởng, hoàn tiền và hoàn trả mới nhất dành cho thành viên Lotus Royale.'],
      cashback: [
        'Hoàn tiền',
        'Nhận lại một phần khoản thua ròng mỗi ngày với chương trình hoàn tiền của Lotus Royale.',
      ],
      affiliate: ['Giới thiệu bạn bè', 'Chia sẻ liên kết giới thiệu và nhận hoa hồng từ lượt chơi của bạn bè bạn mời.'],
      quest: ['Nhiệm vụ', 'Hoàn thành điểm danh hằng ngày và nhiệm vụ chơi để nhận tiền, điểm và tiền thưởng.'],
      reward: ['Cửa hàng đổi thưởng', 'Đổi điểm lấy vòng quay miễn phí, hộp may mắn, thẻ ngẫu nhiên và quà tặng thật.'],
      'member-level': [
        'Cấp thành viên',
        'Thăng cấp thành viên để mở khóa hoàn tiền cao hơn, thưởng sinh nhật và phần thưởng VIP.',
      ],
    },
    keywords: 'sòng bài trực tuyến, slot, sòng bài trực tiếp, trò chơi crash, hoàn tiền, vòng quay miễn phí',
  },
  ph: {
    announcement:
      'Maligayang pagdating sa Lotus Royale! Ang deposito sa bank transfer at QR payment ay pumapasok sa loob ng ilang minuto, at handang tumulong ang aming support team sa LINE 24/7.',
    announcement_payment:
      'Pakiusap, mag-transfer lamang mula sa bank account na nakarehistro sa iyong profile — hindi awtomatikong maikre-credit ang deposito mula sa ibang account.',
    maintenance_title: 'Babalik kami agad',
    maintenance_message:
      'Ina-upgrade ang Lotus Royale. Ligtas ang iyong balanse at history; pakisubukang muli pagkalipas ng ilang sandali.',
    footer: {
      about_title: 'Tungkol sa Lotus Royale',
      about_text:
        'Pinagsasama ng Lotus Royale ang slots, live casino, sports, crash at fishing games sa iisang account, na may mabilis na deposito, araw-araw na gantimpala at magiliw na suporta sa 15 wika.',
      games_title: 'Mga laro',
      rewards_title: 'Mga gantimpala',
      help_title: 'Tulong at mga patakaran',
      all_games: 'Lahat ng laro',
      providers: 'Mga provider',
      promotions: 'Mga promosyon',
      member_level: 'Antas ng miyembro',
      quests: 'Mga quest',
      reward_shop: 'Tindahan ng gantimpala',
      cashback: 'Cashback',
      refer_friend: 'Mag-refer ng kaibigan',
      terms: 'Mga tuntunin at kundisyon',
      privacy: 'Patakaran sa privacy',
      cookies: 'Patakaran sa cookie',
      security: 'Seguridad',
      payments_title: 'Mga paraan ng pagbabayad',
      bank_transfer: 'Paglipat sa bangko',
      partners_title: 'Pinapagana ng',
      responsible_title: 'Maglaro nang responsable',
      copyright: '© {year} Lotus Royale. Nakalaan ang lahat ng karapatan.',
      disclaimer:
        'Dapat 18 taong gulang pataas ang mga manlalaro. Maaaring makaadik ang pagsusugal — magtakda ng limitasyon at maglaro para sa kasiyahan.',
    },
    try_demo_title: 'Subukan ang mga laro nang libre',
    try_demo_body:
      'Ang mga larong may button na Demo ay nilalaro gamit ang fun balance: walang account at walang deposito. I-tap ang Demo sa laro para magsimula.',
    deposit_title: 'Bago ka magdeposito',
    deposit_body:
      'Mag-transfer mula sa bank account na nasa iyong profile at itago ang resibo hanggang pumasok ang deposito. Nag-e-expire ang QR payment code kapag natapos ang countdown.',
    banners: [
      'Paikutin ang reels',
      'Mga live casino table',
      'Crash: mag-cash out sa tamang oras',
      'Mag-imbita ng kaibigan, sabay kumita',
    ],
    banner_offers: [
      'Daan-daang slot mula sa sampung studio, marami ang puwedeng subukan nang libre sa demo mode.',
      'Mga table ng baccarat, roulette, sic bo at dragon tiger, bukas araw at gabi.',
      'Panoorin ang pagtaas ng multiplier at mag-cash out bago lumipad palayo ang rocket.',
      'Ibahagi ang iyong referral link at kumita ng komisyon mula sa laro ng iyong mga kaibigan.',
    ],
    banner_ctas: ['Maglaro ng slot', 'Sumali sa table', 'Maglaro ng crash', 'Mag-imbita'],
    seo: {
      index: [
        'Lotus Royale — Online casino, slots at live games',
        'Maglaro ng slots, live casino, sports at crash games na may mabilis na deposito, araw-araw na quest at cashback sa Lotus Royale.',
      ],
      register: [
        'Gumawa ng account',
        'Mag-sign up sa loob ng isang minuto gamit ang iyong numero ng telepono at magsimulang maglaro ng slots at live casino sa Lotus Royale.',
      ],
      games: [
        'Mga laro',
        'Tuklasin ang daan-daang slots, live casino table, fishing, crash at arcade games. Marami ang puwedeng subukan sa demo mode.',
      ],
      providerselect: [
        'Mga game provider',
        'Pumili ng game provider at tuklasin ang kanilang slots, table at instant games sa Lotus Royale.',
      ],
      promotions: ['Mga promosyon', 'Pinakabagong bonus, cashback at rebate para sa mga miyembro ng Lotus Royale.'],
      cashback: ['Cashback', 'Bawiin araw-araw ang bahagi ng iyong net na talo sa cashback program ng Lotus Royale.'],
      affiliate: [
        'Mag-refer ng kaibigan',
        'Ibahagi ang iyong referral link at kumita ng komisyon mula sa laro ng mga kaibigang inimbita mo.',
      ],
      quest: [
        'Mga quest',
        'Tapusin ang araw-araw na check-in at mga play quest para makaipon ng pera, puntos at bonus.',
      ],
      reward: [
        'Tindahan ng gantimpala',
        'Ipagpalit ang iyong puntos sa free spins, lucky box, random card at tunay na premyo.',
      ],
      'member-level': [
        'Antas ng miyembro',
        'Umakyat sa antas ng miyembro para makakuha ng mas mataas na cashback, birthday bonus at VIP na gantimpala.',
      ],
    },
    keywords: 'online casino, slots, live casino, crash game, cashback, free spins',
  },
  pt: {
    announcement:
      'Bem-vindo ao Lotus Royale! Os depósitos por transferência bancária e pagamento QR são creditados em minutos, e a nossa equipa de apoio está no LINE 24 horas por dia.',
    announcement_payment:
      'Transfira apenas a partir da conta bancária registada no seu perfil — os depósitos de outras contas não podem ser creditados automaticamente.',
    maintenance_title: 'Voltamos já',
    maintenance_message:
      'O Lotus Royale está a ser atualizado. O seu saldo e o seu histórico estão seguros; tente novamente dentro de momentos.',
    footer: {
      about_title: 'Sobre o Lotus Royale',
      about_text:
        'O Lotus Royale reúne slots, casino ao vivo, desporto, crash e jogos de pesca numa só conta, com depósitos rápidos, recompensas diárias e apoio atencioso em 15 línguas.',
      games_title: 'Jogos',
      rewards_title: 'Recompensas',
      help_title: 'Ajuda e políticas',
      all_games: 'Todos os jogos',
      providers: 'Fornecedores',
      promotions: 'Promoções',
      member_level: 'Níveis de membro',
      quests: 'Missões',
      reward_shop: 'Loja de recompensas',
      cashback: 'Cashback',
      refer_friend: 'Convidar amigos',
      terms: 'Termos e condições',
      privacy: 'Política de privacidade',
      cookies: 'Política de cookies',
      security: 'Segurança',
      payments_title: 'Métodos de pagamento',
      bank_transfer: 'Transferência',
      partners_title: 'Com tecnologia de',
      responsible_title: 'Jogo responsável',
      copyright: '© {year} Lotus Royale. Todos os direitos reservados.',
      disclaimer:
        'Os jogadores devem ter 18 anos ou mais. O jogo pode causar dependência — defina limites e jogue por diversão.',
    },
    try_demo_title: 'Experimente os jogos grátis',
    try_demo_body:
      'Os jogos com o botão Demo jogam-se com um saldo de diversão: sem conta e sem depósito. Toque em Demo num jogo para começar.',
    deposit_title: 'Antes de depositar',
    deposit_body:
      'Transfira a partir da conta bancária do seu perfil e guarde o comprovativo até o depósito ser creditado. Os códigos de pagamento QR expiram quando a contagem decrescente termina.',
    banners: ['Gire os rolos', 'Mesas de casino ao vivo', 'Crash: levante a tempo', 'Convide amigos e ganhem juntos'],
    banner_offers: [
      'Centenas de slots de dez estúdios, muitas para experimentar grátis em modo demo.',
      'Mesas de bacará, roleta, sic bo e dragon tiger, abertas dia e noite.',
      'Veja o multiplicador subir e levante antes de o foguetão partir.',
      'Partilhe a sua ligação de indicação e ganhe comissão com o jogo dos seus amigos.',
    ],
    banner_ctas: ['Jogar slots', 'Entrar numa mesa', 'Jogar crash', 'Convidar amigos'],
    seo: {
      index: [
        'Lotus Royale — Casino online, slots e jogos ao vivo',
        'Jogue slots, casino ao vivo, desporto e crash com depósitos rápidos, missões diárias e cashback no Lotus Royale.',
      ],
      register: [
        'Crie a sua conta',
        'Registe-se num minuto com o seu número de telemóvel e comece a jogar slots e casino ao vivo no Lotus Royale.',
      ],
      games: [
        'Jogos',
        'Explore centenas de slots, mesas de casino ao vivo, pesca, crash e arcade. Muitos podem ser experimentados em modo de demonstração.',
      ],
      providerselect: [
        'Fornecedores de jogos',
        'Escolha um fornecedor e explore as suas slots, jogos de mesa e jogos instantâneos no Lotus Royale.',
      ],
      promotions: ['Promoções', 'Os bónus, cashback e rebates mais recentes para membros do Lotus Royale.'],
      cashback: [
        'Cashback',
        'Recupere todos os dias parte das suas perdas líquidas com o programa de cashback do Lotus Royale.',
      ],
      affiliate: [
        'Convidar amigos',
        'Partilhe a sua ligação de referência e ganhe comissão sobre o jogo dos amigos que convidar.',
      ],
      quest: ['Missões', 'Complete o check-in diário e as missões de jogo para juntar dinheiro, pontos e bónus.'],
      reward: [
        'Loja de recompensas',
        'Troque os seus pontos por rodadas grátis, caixas da sorte, cartas aleatórias e prémios reais.',
      ],
      'member-level': [
        'Níveis de membro',
        'Suba de nível para desbloquear mais cashback, bónus de aniversário e recompensas VIP.',
      ],
    },
    keywords: 'casino online, slots, casino ao vivo, jogo crash, cashback, rodadas grátis',
  },
  br: {
    announcement:
      'Bem-vindo ao Lotus Royale! Depósitos por transferência bancária e pagamento via QR caem em minutos, e nossa equipe de suporte está no LINE 24 horas por dia.',
    announcement_payment:
      'Transfira somente da conta bancária cadastrada no seu perfil — depósitos de outras contas não podem ser creditados automaticamente.',
    maintenance_title: 'Já voltamos',
    maintenance_message:
      'O Lotus Royale está passando por uma atualização. Seu saldo e seu histórico estão seguros; tente de novo daqui a pouco.',
    footer: {
      about_title: 'Sobre o Lotus Royale',
      about_text:
        'O Lotus Royale reúne slots, cassino ao vivo, esportes, crash e jogos de pesca em uma só conta, com depósitos rápidos, recompensas diárias e suporte atencioso em 15 idiomas.',
      games_title: 'Jogos',
      rewards_title: 'Recompensas',
      help_title: 'Ajuda e políticas',
      all_games: 'Todos os jogos',
      providers: 'Provedores',
      promotions: 'Promoções',
      member_level: 'Níveis de membro',
      quests: 'Missões',
      reward_shop: 'Loja de recompensas',
      cashback: 'Cashback',
      refer_friend: 'Indique um amigo',
      terms: 'Termos e condições',
      privacy: 'Política de privacidade',
      cookies: 'Política de cookies',
      security: 'Segurança',
      payments_title: 'Formas de pagamento',
      bank_transfer: 'Transferência',
      partners_title: 'Tecnologia de',
      responsible_title: 'Jogo responsável',
      copyright: '© {year} Lotus Royale. Todos os direitos reservados.',
      disclaimer:
        'Os jogadores devem ter 18 anos ou mais. Jogos de azar podem viciar — defina limites e jogue por diversão.',
    },
    try_demo_title: 'Experimente os jogos de graça',
    try_demo_body:
      'Os jogos com o botão Demo são jogados com saldo de diversão: sem conta e sem depósito. Toque em Demo em um jogo para começar.',
    deposit_title: 'Antes de depositar',
    deposit_body:
      'Transfira da conta bancária do seu perfil e guarde o comprovante até o depósito cair. Os códigos de pagamento QR expiram quando a contagem regressiva termina.',
    banners: [
      'Gire os rolos',
      'Mesas de cassino ao vivo',
      'Crash: saque na hora certa',
      'Indique amigos e ganhem juntos',
    ],
    banner_offers: [
      'Centenas de slots de dez estúdios, muitos para testar de graça no modo demo.',
      'Mesas de bacará, roleta, sic bo e dragon tiger, abertas dia e noite.',
      'Veja o multiplicador subir e saque antes que o foguete vá embora.',
      'Compartilhe seu link de indicação e ganhe comissão com as jogadas dos seus amigos.',
    ],
    banner_ctas: ['Jogar slots', 'Entrar na mesa', 'Jogar crash', 'Convidar amigos'],
    seo: {
      index: [
        'Lotus Royale — Cassino online, slots e jogos ao vivo',
        'Jogue slots, cassino ao vivo, esportes e crash com depósitos rápidos, missões diárias e cashback no Lotus Royale.',
      ],
      register: [
        'Crie sua conta',
        'Cadastre-se em um minuto com seu número de celular e comece a jogar slots e cassino ao vivo no Lotus Royale.',
      ],
      games: [
        'Jogos',
        'Confira centenas de slots, mesas de cassino ao vivo, pesca, crash e arcade. Muitos dá para testar no modo demo.',
      ],
      providerselect: [
        'Provedores de jogos',
        'Escolha um provedor e conheça os slots, jogos de mesa e jogos instantâneos dele no Lotus Royale.',
      ],
      promotions: ['Promoções', 'Os bônus, cashback e rebates mais recentes para membros do Lotus Royale.'],
      cashback: [
        'Cashback',
        'Receba de volta todo dia parte das suas perdas líquidas com o programa de cashback do Lotus Royale.',
      ],
      affiliate: [
        'Indique um amigo',
        'Compartilhe seu link de indicação e ganhe comissão sobre as apostas dos amigos que você convidar.',
      ],
      quest: ['Missões', 'Complete o check-in diário e as missões de jogo para acumular dinheiro, pontos e bônus.'],
      reward: [
        'Loja de recompensas',
        'Troque seus pontos por giros grátis, caixas da sorte, cartas aleatórias e prêmios de verdade.',
      ],
      'member-level': [
        'Níveis de membro',
        'Suba de nível para liberar cashback maior, bônus de aniversário e recompensas VIP.',
      ],
    },
    keywords: 'cassino online, slots, cassino ao vivo, jogo crash, cashback, giros grátis',
  },
  bd: {
    announcement:
      'Lotus Royale-এ স্বাগতম! ব্যাংক ট্রান্সফার ও QR পেমেন্টে জমা কয়েক মিনিটের মধ্যেই অ্যাকাউন্টে যোগ হয়, আর আমাদের সহায়তা দল LINE-এ ২৪/৭ আছে।',
    announcement_payment:
      'অনুগ্রহ করে শুধু আপনার প্রোফাইলে নিবন্ধিত ব্যাংক অ্যাকাউন্ট থেকেই ট্রান্সফার করুন — অন্য অ্যাকাউন্ট থেকে জমা স্বয়ংক্রিয়ভাবে যোগ করা যায় না।',
    maintenance_title: 'আমরা শিগগিরই ফিরছি',
    maintenance_message: 'Lotus Royale আপগ্রেড করা হচ্ছে। আপনার ব্যালেন্স ও ইতিহাস নিরাপদ আছে; একটু পরে আবার চেষ্টা করুন।',
    footer: {
      about_title: 'Lotus Royale সম্পর্কে',
      about_text:
        'Lotus Royale স্লট, লাইভ ক্যাসিনো, খেলা, ক্র্যাশ ও ফিশিং গেম এক অ্যাকাউন্টে নিয়ে এসেছে — দ্রুত জমা, প্রতিদিনের পুরস্কার আর ১৫টি ভাষায় আন্তরিক সহায়তা সহ।',
      games_title: 'গেম',
      rewards_title: 'পুরস্কার',
      help_title: 'সহায়তা ও নীতিমালা',
      all_games: 'সব গেম',
      providers: 'প্রোভাইডার',
      promotions: 'প্রমোশন',
      member_level: 'সদস্য স্তর',
      quests: 'কোয়েস্ট',
      reward_shop: 'পুরস্কারের দোকান',
      cashback: 'ক্যাশব্যাক',
      refer_friend: 'বন্ধুকে রেফার করুন',
      terms: 'শর্তাবলি',
      privacy: 'গোপনীয়তা নীতি',
      cookies: 'কুকি নীতি',
      security: 'নিরাপত্তা',
      payments_title: 'পেমেন্ট পদ্ধতি',
      bank_transfer: 'ব্যাংক ট্রান্সফার',
      partners_title: 'সহযোগী',
      responsible_title: 'দায়িত্বের সাথে খেলুন',
      copyright: '© {year} Lotus Royale. সর্বস্বত্ব সংরক্ষিত।',
      disclaimer: 'খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে। জুয়া আসক্তি তৈরি করতে পারে — সীমা ঠিক করুন এবং আনন্দের জন্য খেলুন।',
    },
    try_demo_title: 'বিনামূল্যে গেম খেলে দেখুন',
    try_demo_body: 'ডেমো বোতাম থাকা গেম মজার ব্যালেন্সে খেলা যায়: কোনো অ্যাকাউন্ট বা জমা লাগে না। শুরু করতে গেমে ডেমো চাপুন।',
    deposit_title: 'জমা দেওয়ার আগে',
    deposit_body:
      'প্রোফাইলে থাকা ব্যাংক অ্যাকাউন্ট থেকে ট্রান্সফার করুন এবং জমা যোগ না হওয়া পর্যন্ত রসিদ রেখে দিন। কাউন্টডাউন শেষ হলে QR পেমেন্ট কোডের মেয়াদ ফুরিয়ে যায়।',
    banners: ['রিল ঘোরান', 'লাইভ ক্যাসিনো টেবিল', 'ক্র্যাশ: সময়মতো ক্যাশ আউট করুন', 'বন্ধুদের আমন্ত্রণ জানান, একসাথে আয় করুন'],
    banner_offers: [
      'দশটি স্টুডিওর শত শত স্লট, যার অনেকগুলো ডেমো মোডে বিনামূল্যে খেলে দেখা যায়।',
      'ব্যাকারাট, রুলেট, সিক বো আর ড্রাগন টাইগার টেবিল, দিনরাত খোলা।',
      'গুণক বাড়তে দেখুন আর রকেট উড়ে যাওয়ার আগেই ক্যাশ আউট করুন।',
      'আপনার রেফারেল লিংক শেয়ার করুন এবং বন্ধুদের খেলা থেকে কমিশন আয় করুন।',
    ],
    banner_ctas: ['স্লট খেলুন', 'টেবিলে যোগ দিন', 'ক্র্যাশ খেলুন', 'বন্ধুদের আমন্ত্রণ'],
    seo: {
      index: [
        'Lotus Royale — অনলাইন ক্যাসিনো, স্লট ও লাইভ গেম',
        'Lotus Royale-এ দ্রুত জমা, প্রতিদিনের কোয়েস্ট ও ক্যাশব্যাক সহ স্লট, লাইভ ক্যাসিনো, খেলা ও ক্র্যাশ গেম খেলুন।',
      ],
      register: [
        'অ্যাকাউন্ট খুলুন',
        'আপনার ফোন নম্বর দিয়ে এক মিনিটে সাইন আপ করুন এবং Lotus Royale-এ স্লট ও লাইভ ক্যাসিনো খেলা শুরু করুন।',
      ],
      games: ['গেম', 'শত শত স্লট, লাইভ ক্যাসিনো টেবিল, ফিশিং, ক্র্যাশ ও আর্কেড গেম দেখুন। অনেক গেম ডেমো মোডে চেষ্টা করা যায়।'],
      providerselect: ['গেম প্রোভাইডার', 'একটি গেম প্রোভাইডার বেছে নিন এবং Lotus Royale-এ তার স্লট, টেবিল ও ইনস্ট্যান্ট গেম দেখুন।'],
      promotions: ['প্রমোশন', 'Lotus Royale সদস্যদের জন্য সর্বশেষ বোনাস, ক্যাশব্যাক ও রিবেট অফার।'],
      cashback: ['ক্যাশব্যাক', 'Lotus Royale ক্যাশব্যাক প্রোগ্রামে প্রতিদিন আপনার নিট ক্ষতির একটি অংশ ফেরত পান।'],
      affiliate: ['বন্ধুকে রেফার করুন', 'আপনার রেফারেল লিংক শেয়ার করুন এবং আমন্ত্রিত বন্ধুদের খেলা থেকে কমিশন আয় করুন।'],
      quest: ['কোয়েস্ট', 'টাকা, পয়েন্ট ও বোনাস জমাতে প্রতিদিনের চেক-ইন ও খেলার কোয়েস্ট সম্পূর্ণ করুন।'],
      reward: ['পুরস্কারের দোকান', 'আপনার পয়েন্ট দিয়ে ফ্রি স্পিন, লাকি বক্স, র‍্যান্ডম কার্ড ও আসল পুরস্কার নিন।'],
      'member-level': ['সদস্য স্তর', 'সদস্য স্তর বাড়িয়ে বেশি ক্যাশব্যাক, জন্মদিনের বোনাস ও VIP পুরস্কার আনলক করুন।'],
    },
    keywords: 'অনলাইন ক্যাসিনো, স্লট, লাইভ ক্যাসিনো, ক্র্যাশ গেম, ক্যাশব্যাক, ফ্রি স্পিন',
  },
  jp: {
    announcement:
      'Lotus Royale へようこそ！銀行振込と QR 決済での入金は数分で反映され、サポートチームが LINE で 24 時間対応します。',
    announcement_payment:
      'プロフィールに登録した銀行口座からのみお振込みください。他の口座からの入金は自動で反映できません。',
    maintenance_title: 'まもなく再開します',
    maintenance_message:
      'Lotus Royale はただいまシステムを更新しています。残高と履歴は安全です。しばらくしてからもう一度お試しください。',
    footer: {
      about_title: 'Lotus Royale について',
      about_text:
        'Lotus Royale は、スロット、ライブカジノ、スポーツ、クラッシュ、フィッシングゲームをひとつのアカウントで楽しめるサイトです。スピーディーな入金、毎日の報酬、15 言語の丁寧なサポートをご用意しています。',
      games_title: 'ゲーム',
      rewards_title: 'リワード',
      help_title: 'ヘルプとポリシー',
      all_games: 'すべてのゲーム',
      providers: 'プロバイダー',
      promotions: 'プロモーション',
      member_level: '会員ランク',
      quests: 'クエスト',
      reward_shop: 'リワードショップ',
      cashback: 'キャッシュバック',
      refer_friend: '友達紹介',
      terms: '利用規約',
      privacy: 'プライバシーポリシー',
      cookies: 'クッキーポリシー',
      security: 'セキュリティ',
      payments_title: 'お支払い方法',
      bank_transfer: '銀行振込',
      partners_title: 'パートナー',
      responsible_title: '責任あるプレイ',
      copyright: '© {year} Lotus Royale. 無断転載を禁じます。',
      disclaimer:
        '18 歳以上の方のみご利用いただけます。ギャンブルには依存性があります。上限を決めて、楽しむためにプレイしましょう。',
    },
    try_demo_title: 'ゲームを無料でお試し',
    try_demo_body:
      'デモボタンのあるゲームはお試し用の残高で遊べます。アカウントも入金も不要です。ゲームのデモをタップして始めましょう。',
    deposit_title: 'ご入金の前に',
    deposit_body:
      'プロフィールの銀行口座からお振込みいただき、入金が反映されるまで振込明細を保管してください。QR 決済コードはカウントダウン終了とともに無効になります。',
    banners: [
      'リールを回そう',
      'ライブカジノテーブル',
      'クラッシュ：タイミングよくキャッシュアウト',
      '友達を招待して一緒に稼ごう',
    ],
    banner_offers: [
      '10スタジオの数百種類のスロット。多くはデモモードで無料で試せます。',
      'バカラ、ルーレット、シックボー、ドラゴンタイガーのテーブルが昼も夜もオープン。',
      '倍率が上がるのを見守り、ロケットが飛び去る前にキャッシュアウト。',
      '紹介リンクをシェアして、友達のプレイからコミッションを獲得しましょう。',
    ],
    banner_ctas: ['スロットで遊ぶ', 'テーブルに参加', 'クラッシュで遊ぶ', '友達を招待'],
    seo: {
      index: [
        'Lotus Royale — オンラインカジノ・スロット・ライブゲーム',
        'Lotus Royale なら、スピーディーな入金、毎日のクエスト、キャッシュバックとともにスロット、ライブカジノ、スポーツ、クラッシュゲームを楽しめます。',
      ],
      register: ['アカウント登録', '電話番号で 1 分で登録して、Lotus Royale でスロットとライブカジノを始めましょう。'],
      games: [
        'ゲーム',
        '数百種類のスロット、ライブカジノテーブル、フィッシング、クラッシュ、アーケードゲームをチェック。多くのゲームはデモモードで試せます。',
      ],
      providerselect: [
        'ゲームプロバイダー',
        'プロバイダーを選んで、Lotus Royale でそのスロット、テーブル、インスタントゲームを探してみましょう。',
      ],
      promotions: ['プロモーション', 'Lotus Royale 会員向けの最新ボーナス、キャッシュバック、リベート情報。'],
      cashback: ['キャッシュバック', 'Lotus Royale のキャッシュバックプログラムで、毎日純損失の一部が戻ってきます。'],
      affiliate: ['友達紹介', '紹介リンクをシェアして、招待した友達のプレイからコミッションを獲得しましょう。'],
      quest: ['クエスト', '毎日のチェックインとプレイクエストをクリアして、賞金、ポイント、ボーナスを集めましょう。'],
      reward: [
        'リワードショップ',
        'ポイントをフリースピン、ラッキーボックス、ランダムカード、実物の賞品と交換できます。',
      ],
      'member-level': [
        '会員ランク',
        '会員ランクを上げて、より高いキャッシュバック、誕生日ボーナス、VIP 特典を手に入れましょう。',
      ],
    },
    keywords: 'オンラインカジノ, スロット, ライブカジノ, クラッシュゲーム, キャッシュバック, フリースピン',
  },
  es: {
    announcement:
      '¡Bienvenido a Lotus Royale! Los depósitos por transferencia bancaria y pago QR se acreditan en minutos, y nuestro equipo de soporte está en LINE las 24 horas.',
    announcement_payment:
      'Transfiere solo desde la cuenta bancaria registrada en tu perfil: los depósitos desde otras cuentas no se pueden acreditar automáticamente.',
    maintenance_title: 'Volvemos enseguida',
    maintenance_message:
      'Estamos actualizando Lotus Royale. Tu saldo y tu historial están a salvo; inténtalo de nuevo en unos minutos.',
    footer: {
      about_title: 'Sobre Lotus Royale',
      about_text:
        'Lotus Royale reúne tragaperras, casino en vivo, deportes, crash y juegos de pesca en una sola cuenta, con depósitos rápidos, recompensas diarias y un soporte cercano en 15 idiomas.',
      games_title: 'Juegos',
      rewards_title: 'Recompensas',
      help_title: 'Ayuda y políticas',
      all_games: 'Todos los juegos',
      providers: 'Proveedores',
      promotions: 'Promociones',
      member_level: 'Niveles de miembro',
      quests: 'Misiones',
      reward_shop: 'Tienda de recompensas',
      cashback: 'Cashback',
      refer_friend: 'Invita a un amigo',
      terms: 'Términos y condiciones',
      privacy: 'Política de privacidad',
      cookies: 'Política de cookies',
      security: 'Seguridad',
      payments_title: 'Métodos de pago',
      bank_transfer: 'Transferencia',
      partners_title: 'Con la tecnología de',
      responsible_title: 'Juego responsable',
      copyright: '© {year} Lotus Royale. Todos los derechos reservados.',
      disclaimer:
        'Los jugadores deben tener 18 años o más. El juego puede crear adicción: fija límites y juega para divertirte.',
    },
    try_demo_title: 'Prueba los juegos gratis',
    try_demo_body:
      'Los juegos con el botón Demo se juegan con saldo de diversión: sin cuenta y sin depósito. Toca Demo en un juego para empezar.',
    deposit_title: 'Antes de depositar',
    deposit_body:
      'Transfiere desde la cuenta bancaria de tu perfil y guarda el comprobante hasta que se acredite el depósito. Los códigos de pago QR caducan cuando termina la cuenta atrás.',
    banners: [
      'Gira los rodillos',
      'Mesas de casino en vivo',
      'Crash: retira a tiempo',
      'Invita a tus amigos y ganad juntos',
    ],
    banner_offers: [
      'Cientos de tragamonedas de diez estudios, muchas para probar gratis en modo demo.',
      'Mesas de baccarat, ruleta, sic bo y dragon tiger, abiertas día y noche.',
      'Mira cómo sube el multiplicador y retira antes de que el cohete se vaya.',
      'Comparte tu enlace de referido y gana una comisión con el juego de tus amigos.',
    ],
    banner_ctas: ['Jugar tragamonedas', 'Unirse a una mesa', 'Jugar crash', 'Invitar amigos'],
    seo: {
      index: [
        'Lotus Royale — Casino online, tragaperras y juegos en vivo',
        'Juega a tragaperras, casino en vivo, deportes y crash con depósitos rápidos, misiones diarias y cashback en Lotus Royale.',
      ],
      register: [
        'Crea tu cuenta',
        'Regístrate en un minuto con tu número de teléfono y empieza a jugar a tragaperras y casino en vivo en Lotus Royale.',
      ],
      games: [
        'Juegos',
        'Descubre cientos de tragaperras, mesas de casino en vivo, pesca, crash y arcade. Muchos se pueden probar en modo demo.',
      ],
      providerselect: [
        'Proveedores de juegos',
        'Elige un proveedor y explora sus tragaperras, juegos de mesa y juegos instantáneos en Lotus Royale.',
      ],
      promotions: ['Promociones', 'Los últimos bonos, cashback y reembolsos para los miembros de Lotus Royale.'],
      cashback: [
        'Cashback',
        'Recupera cada día parte de tus pérdidas netas con el programa de cashback de Lotus Royale.',
      ],
      affiliate: [
        'Invita a un amigo',
        'Comparte tu enlace de referido y gana comisiones por el juego de los amigos que invites.',
      ],
      quest: ['Misiones', 'Completa el registro diario y las misiones de juego para reunir dinero, puntos y bonos.'],
      reward: [
        'Tienda de recompensas',
        'Canjea tus puntos por giros gratis, cajas de la suerte, cartas aleatorias y premios reales.',
      ],
      'member-level': [
        'Niveles de miembro',
        'Sube de nivel para desbloquear más cashback, bonos de cumpleaños y recompensas VIP.',
      ],
    },
    keywords: 'casino online, tragaperras, casino en vivo, juego crash, cashback, giros gratis',
  },
  mm: {
    announcement:
      'Lotus Royale မှ ကြိုဆိုပါတယ်။ ဘဏ်လွှဲနှင့် QR ငွေပေးချေမှုဖြင့် သွင်းငွေများ မိနစ်ပိုင်းအတွင်း ဝင်ရောက်ပြီး ကျွန်ုပ်တို့၏ အကူအညီအဖွဲ့သည် LINE တွင် ၂၄ နာရီ ရှိနေပါသည်။',
    announcement_payment: 'သင့်ပရိုဖိုင်တွင် မှတ်ပုံတင်ထားသော ဘဏ်အကောင့်မှသာ ငွေလွှဲပါ — အခြားအကောင့်များမှ သွင်းငွေကို အလိုအလျောက် ထည့်သွင်း၍ မရပါ။',
    maintenance_title: 'မကြာမီ ပြန်လာပါမည်',
    maintenance_message: 'Lotus Royale ကို အဆင့်မြှင့်တင်နေပါသည်။ သင့်လက်ကျန်ငွေနှင့် မှတ်တမ်းများ လုံခြုံပါသည်။ ခဏအကြာတွင် ထပ်မံကြိုးစားပါ။',
    footer: {
      about_title: 'Lotus Royale အကြောင်း',
      about_text:
        'Lotus Royale သည် စလော့၊ တိုက်ရိုက်ကာစီနို၊ အားကစား၊ ကရက်ရှ်နှင့် ငါးပစ်ဂိမ်းများကို အကောင့်တစ်ခုတည်းတွင် စုစည်းပေးပြီး မြန်ဆန်သော ငွေသွင်းခြင်း၊ နေ့စဉ်ဆုလာဘ်များနှင့် ဘာသာစကား ၁၅ မျိုးဖြင့် ဖော်ရွေသော အကူအညီကို ပေးပါသည်။',
      games_title: 'ဂိမ်းများ',
      rewards_title: 'ဆုလာဘ်များ',
      help_title: 'အကူအညီနှင့် မူဝါဒများ',
      all_games: 'ဂိမ်းအားလုံး',
      providers: 'ဂိမ်းထုတ်လုပ်သူများ',
      promotions: 'ပရိုမိုးရှင်းများ',
      member_level: 'အဖွဲ့ဝင်အဆင့်',
      quests: 'မစ်ရှင်များ',
      reward_shop: 'ဆုလာဘ်ဆိုင်',
      cashback: 'ငွေပြန်အမ်း',
      refer_friend: 'သူငယ်ချင်းကို ညွှန်းပါ',
      terms: 'စည်းကမ်းချက်များ',
      privacy: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
      cookies: 'ကွတ်ကီး မူဝါဒ',
      security: 'လုံခြုံရေး',
      payments_title: 'ငွေပေးချေမှု နည်းလမ်းများ',
      bank_transfer: 'ဘဏ်ငွေလွှဲ',
      partners_title: 'မိတ်ဖက်များ',
      responsible_title: 'တာဝန်သိစွာ ကစားပါ',
      copyright: '© {year} Lotus Royale။ မူပိုင်ခွင့်များ ရယူထားသည်။',
      disclaimer:
        'ကစားသူများသည် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ရပါမည်။ လောင်းကစားသည် စွဲလမ်းစေနိုင်သည် — ကန့်သတ်ချက်များ သတ်မှတ်ပြီး ပျော်ရွှင်ရန်သာ ကစားပါ။',
    },
    try_demo_title: 'ဂိမ်းများကို အခမဲ့ စမ်းကစားပါ',
    try_demo_body:
      'အစမ်း ခလုတ်ပါသော ဂိမ်းများကို ပျော်ရွှင်ဖွယ် လက်ကျန်ငွေဖြင့် ကစားနိုင်သည်- အကောင့်မလို၊ ငွေသွင်းရန်မလိုပါ။ စတင်ရန် ဂိမ်းပေါ်ရှိ အစမ်း ကိုနှိပ်ပါ။',
    deposit_title: 'ငွေမသွင်းမီ',
    deposit_body:
      'သင့်ပရိုဖိုင်ရှိ ဘဏ်အကောင့်မှ ငွေလွှဲပြီး သွင်းငွေ ဝင်ရောက်သည်အထိ ငွေလွှဲပြေစာကို သိမ်းထားပါ။ QR ငွေပေးချေမှုကုဒ်များသည် နောက်ပြန်ရေတွက်ချိန် ပြီးဆုံးသည်နှင့် သက်တမ်းကုန်ပါသည်။',
    banners: ['ရီးလ်များကို လှည့်ပါ', 'တိုက်ရိုက်ကာစီနို စားပွဲများ', 'ကရက်ရှ်: အချိန်မီ ငွေထုတ်ပါ', 'သူငယ်ချင်းများကို ဖိတ်ပြီး အတူတကွ ရှာဖွေပါ'],
    banner_offers: [
      'စတူဒီယို ဆယ်ခုမှ စလော့ ရာနှင့်ချီ၊ အများအပြားကို ဒီမိုမုဒ်တွင် အခမဲ့ စမ်းကစားနိုင်သည်။',
      'ဘာကာရတ်၊ ရူလက်၊ ဆစ်ဘို နှင့် ဒရဂွန်တိုက်ဂါ စားပွဲများ နေ့ရောညပါ ဖွင့်ထားသည်။',
      'မြှောက်ကိန်း တက်လာသည်ကို ကြည့်ပြီး ဒုံးပျံ ပျံထွက်မသွားမီ ငွေထုတ်ပါ။',
      'သင့်ရည်ညွှန်းလင့်ခ်ကို မျှဝေပြီး သူငယ်ချင်းများ၏ ကစားမှုမှ ကော်မရှင် ရယူပါ။',
    ],
    banner_ctas: ['စလော့ ကစားရန်', 'စားပွဲသို့ ဝင်ရန်', 'ကရက်ရှ် ကစားရန်', 'သူငယ်ချင်း ဖိတ်ရန်'],
    seo: {
      index: [
        'Lotus Royale — အွန်လိုင်းကာစီနို၊ စလော့နှင့် တိုက်ရိုက်ဂိမ်းများ',
        'Lotus Royale တွင် မြန်ဆန်သော ငွေသွင်းခြင်း၊ နေ့စဉ်မစ်ရှင်များနှင့် ငွေပြန်အမ်းခြင်းတို့ဖြင့် စလော့၊ တိုက်ရိုက်ကာစီနို၊ အားကစားနှင့် ကရက်ရှ်ဂိမ်းများ ကစားပါ။',
      ],
      register: ['အကောင့်ဖွင့်ပါ', 'သင့်ဖုန်းနံပါတ်ဖြင့် တစ်မိနစ်အတွင်း စာရင်းသွင်းပြီး Lotus Royale တွင် စလော့နှင့် တိုက်ရိုက်ကာစီနို စတင်ကစားပါ။'],
      games: [
        'ဂိမ်းများ',
        'စလော့ ရာနှင့်ချီ၊ တိုက်ရိုက်ကာစီနို စားပွဲများ၊ ငါးပစ်၊ ကရက်ရှ်နှင့် အာကိတ်ဂိမ်းများကို ကြည့်ရှုပါ။ များစွာကို ဒီမိုမုဒ်ဖြင့် စမ်းကစားနိုင်ပါသည်။',
      ],
      providerselect: ['ဂိမ်းထုတ်လုပ်သူများ', 'ဂိမ်းထုတ်လုပ်သူကို ရွေးပြီး Lotus Royale တွင် ၎င်း၏ စလော့၊ စားပွဲဂိမ်းနှင့် ချက်ချင်းဂိမ်းများကို ရှာဖွေပါ။'],
      promotions: ['ပရိုမိုးရှင်းများ', 'Lotus Royale အဖွဲ့ဝင်များအတွက် နောက်ဆုံးဘောနပ်စ်၊ ငွေပြန်အမ်းနှင့် ရီဘိတ် အစီအစဉ်များ။'],
      cashback: ['ငွေပြန်အမ်း', 'Lotus Royale ငွေပြန်အမ်းအစီအစဉ်ဖြင့် နေ့စဉ် သင့်အသားတင်ရှုံးငွေ၏ တစ်စိတ်တစ်ပိုင်းကို ပြန်ရယူပါ။'],
      affiliate: ['သူငယ်ချင်းကို ညွှန်းပါ', 'သင့်ညွှန်းလင့်ခ်ကို မျှဝေပြီး သင်ဖိတ်ခေါ်သော သူငယ်ချင်းများ၏ ကစားမှုမှ ကော်မရှင် ရယူပါ။'],
      quest: ['မစ်ရှင်များ', 'ငွေ၊ ပွိုင့်နှင့် ဘောနပ်စ်များ စုဆောင်းရန် နေ့စဉ်ချက်အင်နှင့် ကစားမစ်ရှင်များကို ပြီးမြောက်အောင် လုပ်ပါ။'],
      reward: ['ဆုလာဘ်ဆိုင်', 'သင့်ပွိုင့်များကို အခမဲ့လှည့်ခြင်း၊ ကံစမ်းသေတ္တာ၊ ကျပန်းကတ်နှင့် တကယ့်ဆုများဖြင့် လဲလှယ်ပါ။'],
      'member-level': ['အဖွဲ့ဝင်အဆင့်', 'ပိုမြင့်သော ငွေပြန်အမ်း၊ မွေးနေ့ဘောနပ်စ်နှင့် VIP ဆုလာဘ်များ ရရှိရန် အဖွဲ့ဝင်အဆင့်ကို မြှင့်ပါ။'],
    },
    keywords: 'အွန်လိုင်းကာစီနို, စလော့, တိုက်ရိုက်ကာစီနို, ကရက်ရှ်ဂိမ်း, ငွေပြန်အမ်း, အခမဲ့လှည့်ခြင်း',
  },
};
