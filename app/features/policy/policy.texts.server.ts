import type { Locale } from '../../i18n/config.ts';
import type { PolicySlug } from './policy.schemas.ts';

/** A policy page: its title and [heading, paragraph] sections. */
export interface PolicyText {
  title: string;
  sections: [string, string][];
}

export const POLICY_TEXTS: Record<Locale, Record<PolicySlug, PolicyText>> = {
  en: {
    'terms-and-conditions': {
      title: 'Terms and conditions',
      sections: [
        [
          'Your account',
          'You must be at least 18 years old and legally allowed to play in your country to open an account. Each person may hold one account, registered with accurate personal and bank details.',
        ],
        [
          'Deposits, bonuses and withdrawals',
          'Deposits are credited once confirmed. Bonuses carry turnover requirements that must be met before a withdrawal, and only one promotion, cashback or rebate can be active at a time. Withdrawals are paid to the bank account registered in your profile.',
        ],
        [
          'Fair play',
          "Game results are decided by each game provider's random number generator. We may suspend accounts involved in fraud, collusion or abuse of promotions, and may ask for proof of identity at any time.",
        ],
      ],
    },
    'privacy-policy': {
      title: 'Privacy policy',
      sections: [
        [
          'What we collect',
          'We collect the details you give us when you register and update your profile — name, phone number, email, date of birth and bank details — together with your transactions, game history and technical data such as IP address and device.',
        ],
        [
          'How we use it',
          'We use your data to run your account, process payments, prevent fraud, meet legal obligations and, if you agree, send you offers. We never sell your personal data.',
        ],
        [
          'Your rights',
          'You can view and correct your profile at any time and ask our support team for a copy or the deletion of your data, apart from the records we must keep by law.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Cookie policy',
      sections: [
        [
          'What cookies are',
          'Cookies are small files stored by your browser. We use them to keep you logged in, remember your language and measure how the site is used.',
        ],
        [
          'Cookies we use',
          'Essential cookies hold your session, language and referral code and cannot be switched off. Analytics and marketing cookies help us improve the site and our offers.',
        ],
        [
          'Managing cookies',
          'You can delete or block cookies in your browser settings. Blocking essential cookies will log you out and reset your preferences.',
        ],
      ],
    },
    security: {
      title: 'Security',
      sections: [
        [
          'Protecting your account',
          'Passwords are stored with strong one-way hashing, and every page is served over encrypted HTTPS connections. We will never ask for your password by phone, chat or message.',
        ],
        [
          'Safe payments',
          'Deposits and withdrawals go only through verified payment channels, and withdrawals are paid only to the bank account registered in your name.',
        ],
        [
          'What you can do',
          'Use a password you do not use elsewhere, log out on shared devices and contact support at once if you notice activity you do not recognise.',
        ],
      ],
    },
  },
  th: {
    'terms-and-conditions': {
      title: 'ข้อกำหนดและเงื่อนไข',
      sections: [
        [
          'บัญชีของคุณ',
          'คุณต้องมีอายุอย่างน้อย 18 ปีและสามารถเล่นได้ตามกฎหมายของประเทศของคุณจึงจะเปิดบัญชีได้ หนึ่งคนมีได้หนึ่งบัญชี โดยลงทะเบียนด้วยข้อมูลส่วนตัวและข้อมูลธนาคารที่ถูกต้อง',
        ],
        [
          'การฝาก โบนัส และการถอน',
          'ยอดฝากจะเข้าบัญชีเมื่อได้รับการยืนยัน โบนัสมีเงื่อนไขยอดเทิร์นที่ต้องทำให้ครบก่อนถอน และเปิดใช้โปรโมชั่น คืนยอดเสีย หรือคืนค่าคอมได้ครั้งละหนึ่งรายการเท่านั้น การถอนเงินจะโอนเข้าบัญชีธนาคารที่ลงทะเบียนไว้ในโปรไฟล์ของคุณ',
        ],
        [
          'การเล่นอย่างเป็นธรรม',
          'ผลของเกมตัดสินโดยระบบสุ่มตัวเลขของผู้ให้บริการเกมแต่ละราย เราอาจระงับบัญชีที่เกี่ยวข้องกับการทุจริต การสมรู้ร่วมคิด หรือการใช้โปรโมชั่นในทางที่ผิด และอาจขอหลักฐานยืนยันตัวตนได้ทุกเมื่อ',
        ],
      ],
    },
    'privacy-policy': {
      title: 'นโยบายความเป็นส่วนตัว',
      sections: [
        [
          'ข้อมูลที่เราเก็บ',
          'เราเก็บข้อมูลที่คุณให้ไว้เมื่อสมัครและแก้ไขโปรไฟล์ ได้แก่ ชื่อ เบอร์โทรศัพท์ อีเมล วันเกิด และข้อมูลธนาคาร รวมถึงรายการธุรกรรม ประวัติการเล่น และข้อมูลทางเทคนิค เช่น ที่อยู่ IP และอุปกรณ์',
        ],
        [
          'เราใช้ข้อมูลอย่างไร',
          'เราใช้ข้อมูลของคุณเพื่อดูแลบัญชี ดำเนินการชำระเงิน ป้องกันการทุจริต ปฏิบัติตามกฎหมาย และส่งข้อเสนอให้คุณหากคุณยินยอม เราไม่ขายข้อมูลส่วนบุคคลของคุณ',
        ],
        [
          'สิทธิของคุณ',
          'คุณสามารถดูและแก้ไขโปรไฟล์ได้ตลอดเวลา และขอสำเนาหรือขอลบข้อมูลของคุณได้ทางทีมงาน ยกเว้นข้อมูลที่เราต้องเก็บไว้ตามกฎหมาย',
        ],
      ],
    },
    'cookies-policy': {
      title: 'นโยบายคุกกี้',
      sections: [
        [
          'คุกกี้คืออะไร',
          'คุกกี้คือไฟล์ขนาดเล็กที่เบราว์เซอร์ของคุณจัดเก็บไว้ เราใช้คุกกี้เพื่อให้คุณเข้าสู่ระบบค้างไว้ จดจำภาษาที่เลือก และวัดผลการใช้งานเว็บไซต์',
        ],
        [
          'คุกกี้ที่เราใช้',
          'คุกกี้ที่จำเป็นเก็บเซสชัน ภาษา และรหัสแนะนำของคุณ และไม่สามารถปิดได้ คุกกี้เพื่อการวิเคราะห์และการตลาดช่วยให้เราปรับปรุงเว็บไซต์และข้อเสนอ',
        ],
        [
          'การจัดการคุกกี้',
          'คุณสามารถลบหรือบล็อกคุกกี้ได้ในการตั้งค่าเบราว์เซอร์ การบล็อกคุกกี้ที่จำเป็นจะทำให้คุณออกจากระบบและการตั้งค่าต่าง ๆ ถูกรีเซ็ต',
        ],
      ],
    },
    security: {
      title: 'ความปลอดภัย',
      sections: [
        [
          'การปกป้องบัญชีของคุณ',
          'รหัสผ่านถูกจัดเก็บด้วยการแฮชทางเดียวที่แข็งแรง และทุกหน้าเว็บให้บริการผ่านการเชื่อมต่อ HTTPS ที่เข้ารหัส เราจะไม่ขอรหัสผ่านของคุณทางโทรศัพท์ แชท หรือข้อความ',
        ],
        [
          'การชำระเงินที่ปลอดภัย',
          'การฝากและถอนเงินผ่านช่องทางชำระเงินที่ได้รับการตรวจสอบเท่านั้น และการถอนจะโอนเข้าบัญชีธนาคารที่ลงทะเบียนในชื่อของคุณเท่านั้น',
        ],
        ['สิ่งที่คุณทำได้', 'ใช้รหัสผ่านที่ไม่ซ้ำกับที่อื่น ออกจากระบบเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น และติดต่อทีมงานทันทีหากพบการใช้งานที่คุณไม่รู้จัก'],
      ],
    },
  },
  id: {
    'terms-and-conditions': {
      title: 'Syarat dan ketentuan',
      sections: [
        [
          'Akun Anda',
          'Anda harus berusia minimal 18 tahun dan secara hukum diizinkan bermain di negara Anda untuk membuka akun. Setiap orang hanya boleh memiliki satu akun yang didaftarkan dengan data pribadi dan data bank yang benar.',
        ],
        [
          'Deposit, bonus, dan penarikan',
          'Deposit dikreditkan setelah dikonfirmasi. Bonus memiliki syarat turnover yang harus dipenuhi sebelum penarikan, dan hanya satu promosi, cashback, atau rebate yang dapat aktif pada satu waktu. Penarikan dibayarkan ke rekening bank yang terdaftar di profil Anda.',
        ],
        [
          'Permainan yang adil',
          'Hasil permainan ditentukan oleh generator angka acak milik masing-masing penyedia permainan. Kami dapat menangguhkan akun yang terlibat penipuan, kolusi, atau penyalahgunaan promosi, dan dapat meminta bukti identitas kapan saja.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Kebijakan privasi',
      sections: [
        [
          'Data yang kami kumpulkan',
          'Kami mengumpulkan data yang Anda berikan saat mendaftar dan memperbarui profil — nama, nomor telepon, email, tanggal lahir, dan data bank — beserta transaksi, riwayat permainan, dan data teknis seperti alamat IP dan perangkat.',
        ],
        [
          'Cara kami menggunakannya',
          'Kami menggunakan data Anda untuk mengelola akun, memproses pembayaran, mencegah penipuan, memenuhi kewajiban hukum, dan, jika Anda setuju, mengirimkan penawaran. Kami tidak pernah menjual data pribadi Anda.',
        ],
        [
          'Hak Anda',
          'Anda dapat melihat dan memperbaiki profil kapan saja serta meminta salinan atau penghapusan data kepada tim dukungan kami, kecuali catatan yang wajib kami simpan menurut hukum.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Kebijakan cookie',
      sections: [
        [
          'Apa itu cookie',
          'Cookie adalah file kecil yang disimpan oleh browser Anda. Kami menggunakannya agar Anda tetap masuk, mengingat bahasa Anda, dan mengukur penggunaan situs.',
        ],
        [
          'Cookie yang kami gunakan',
          'Cookie penting menyimpan sesi, bahasa, dan kode referral Anda dan tidak dapat dimatikan. Cookie analitik dan pemasaran membantu kami meningkatkan situs dan penawaran kami.',
        ],
        [
          'Mengelola cookie',
          'Anda dapat menghapus atau memblokir cookie di pengaturan browser. Memblokir cookie penting akan membuat Anda keluar dan mengatur ulang preferensi Anda.',
        ],
      ],
    },
    security: {
      title: 'Keamanan',
      sections: [
        [
          'Melindungi akun Anda',
          'Kata sandi disimpan dengan hashing satu arah yang kuat, dan setiap halaman disajikan melalui koneksi HTTPS terenkripsi. Kami tidak akan pernah meminta kata sandi Anda lewat telepon, chat, atau pesan.',
        ],
        [
          'Pembayaran yang aman',
          'Deposit dan penarikan hanya melalui saluran pembayaran terverifikasi, dan penarikan hanya dibayarkan ke rekening bank yang terdaftar atas nama Anda.',
        ],
        [
          'Yang dapat Anda lakukan',
          'Gunakan kata sandi yang tidak Anda pakai di tempat lain, keluar dari perangkat bersama, dan segera hubungi dukungan jika melihat aktivitas yang tidak Anda kenali.',
        ],
      ],
    },
  },
  my: {
    'terms-and-conditions': {
      title: 'Terma dan syarat',
      sections: [
        [
          'Akaun anda',
          'Anda mesti berumur sekurang-kurangnya 18 tahun dan dibenarkan bermain di sisi undang-undang negara anda untuk membuka akaun. Setiap orang hanya boleh memiliki satu akaun yang didaftarkan dengan butiran peribadi dan bank yang tepat.',
        ],
        [
          'Deposit, bonus dan pengeluaran',
          'Deposit dikreditkan selepas disahkan. Bonus mempunyai syarat pusing ganti yang mesti dipenuhi sebelum pengeluaran, dan hanya satu promosi, pulangan tunai atau rebat boleh aktif pada satu masa. Pengeluaran dibayar ke akaun bank yang didaftarkan dalam profil anda.',
        ],
        [
          'Permainan adil',
          'Keputusan permainan ditentukan oleh penjana nombor rawak setiap penyedia permainan. Kami boleh menggantung akaun yang terlibat dalam penipuan, pakatan sulit atau penyalahgunaan promosi, dan boleh meminta bukti identiti pada bila-bila masa.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Dasar privasi',
      sections: [
        [
          'Apa yang kami kumpul',
          'Kami mengumpul butiran yang anda berikan semasa mendaftar dan mengemas kini profil — nama, nombor telefon, e-mel, tarikh lahir dan butiran bank — bersama transaksi, sejarah permainan dan data teknikal seperti alamat IP dan peranti.',
        ],
        [
          'Cara kami menggunakannya',
          'Kami menggunakan data anda untuk mengurus akaun, memproses pembayaran, mencegah penipuan, mematuhi undang-undang dan, jika anda bersetuju, menghantar tawaran. Kami tidak sekali-kali menjual data peribadi anda.',
        ],
        [
          'Hak anda',
          'Anda boleh melihat dan membetulkan profil pada bila-bila masa serta meminta salinan atau pemadaman data daripada pasukan sokongan kami, kecuali rekod yang wajib kami simpan mengikut undang-undang.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Dasar kuki',
      sections: [
        [
          'Apakah kuki',
          'Kuki ialah fail kecil yang disimpan oleh pelayar anda. Kami menggunakannya untuk mengekalkan log masuk anda, mengingati bahasa anda dan mengukur penggunaan laman.',
        ],
        [
          'Kuki yang kami gunakan',
          'Kuki penting menyimpan sesi, bahasa dan kod rujukan anda dan tidak boleh dimatikan. Kuki analitik dan pemasaran membantu kami menambah baik laman dan tawaran kami.',
        ],
        [
          'Mengurus kuki',
          'Anda boleh memadam atau menyekat kuki dalam tetapan pelayar. Menyekat kuki penting akan melog keluar anda dan menetapkan semula pilihan anda.',
        ],
      ],
    },
    security: {
      title: 'Keselamatan',
      sections: [
        [
          'Melindungi akaun anda',
          'Kata laluan disimpan dengan cincangan sehala yang kukuh, dan setiap halaman dihantar melalui sambungan HTTPS yang disulitkan. Kami tidak akan meminta kata laluan anda melalui telefon, sembang atau mesej.',
        ],
        [
          'Pembayaran selamat',
          'Deposit dan pengeluaran hanya melalui saluran pembayaran yang disahkan, dan pengeluaran hanya dibayar ke akaun bank yang didaftarkan atas nama anda.',
        ],
        [
          'Apa yang anda boleh lakukan',
          'Gunakan kata laluan yang tidak digunakan di tempat lain, log keluar pada peranti kongsi dan hubungi sokongan segera jika anda melihat aktiviti yang tidak dikenali.',
        ],
      ],
    },
  },
  zh: {
    'terms-and-conditions': {
      title: '条款与条件',
      sections: [
        [
          '您的账户',
          '您必须年满 18 周岁，且所在国家的法律允许您参与游戏，方可开设账户。每人仅限持有一个账户，并须使用真实的个人信息和银行信息注册。',
        ],
        [
          '存款、奖金与提款',
          '存款在确认后入账。奖金附带流水要求，须在提款前完成；同一时间只能启用一项优惠、返现或返水。提款将支付至您个人资料中登记的银行账户。',
        ],
        [
          '公平游戏',
          '游戏结果由各游戏厂商的随机数生成器决定。对于涉及欺诈、串通或滥用优惠的账户，我们可暂停其使用，并可随时要求提供身份证明。',
        ],
      ],
    },
    'privacy-policy': {
      title: '隐私政策',
      sections: [
        [
          '我们收集的信息',
          '我们收集您在注册和更新个人资料时提供的信息——姓名、电话号码、电子邮箱、出生日期和银行信息——以及您的交易记录、游戏记录和 IP 地址、设备等技术数据。',
        ],
        [
          '我们如何使用',
          '我们使用您的数据来管理账户、处理付款、防范欺诈、履行法律义务，并在您同意的情况下向您发送优惠信息。我们绝不出售您的个人数据。',
        ],
        [
          '您的权利',
          '您可随时查看和更正个人资料，并可向客服团队申请获取数据副本或删除数据，但法律要求我们保留的记录除外。',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Cookie 政策',
      sections: [
        [
          '什么是 Cookie',
          'Cookie 是由浏览器保存的小文件。我们使用 Cookie 保持您的登录状态、记住您的语言并统计网站的使用情况。',
        ],
        [
          '我们使用的 Cookie',
          '必要 Cookie 保存您的会话、语言和推荐码，无法关闭。分析和营销 Cookie 帮助我们改进网站和优惠活动。',
        ],
        ['管理 Cookie', '您可以在浏览器设置中删除或阻止 Cookie。阻止必要 Cookie 会使您退出登录并重置偏好设置。'],
      ],
    },
    security: {
      title: '安全',
      sections: [
        [
          '保护您的账户',
          '密码采用高强度单向哈希存储，所有页面均通过加密的 HTTPS 连接提供。我们绝不会通过电话、聊天或消息索要您的密码。',
        ],
        ['安全支付', '存款和提款仅通过经过验证的支付渠道进行，提款只会支付至以您本人名义登记的银行账户。'],
        ['您可以做的', '使用未在其他地方使用过的密码，在共用设备上及时退出登录；如发现不明活动，请立即联系客服。'],
      ],
    },
  },
  ko: {
    'terms-and-conditions': {
      title: '이용약관',
      sections: [
        [
          '회원 계정',
          '계정을 개설하려면 만 18세 이상이어야 하며 거주 국가의 법률상 게임 이용이 허용되어야 합니다. 1인당 하나의 계정만 보유할 수 있으며, 정확한 개인정보와 은행 정보로 등록해야 합니다.',
        ],
        [
          '입금, 보너스 및 출금',
          '입금은 확인 후 반영됩니다. 보너스에는 출금 전에 충족해야 하는 롤링 조건이 있으며, 프로모션·캐시백·리베이트 중 한 번에 하나만 활성화할 수 있습니다. 출금은 프로필에 등록된 은행 계좌로 지급됩니다.',
        ],
        [
          '공정한 게임',
          '게임 결과는 각 게임사의 난수 생성기로 결정됩니다. 사기, 공모 또는 프로모션 악용에 연루된 계정은 정지될 수 있으며, 언제든지 신분 확인을 요청할 수 있습니다.',
        ],
      ],
    },
    'privacy-policy': {
      title: '개인정보 처리방침',
      sections: [
        [
          '수집하는 정보',
          '회원가입 및 프로필 수정 시 제공하신 이름, 전화번호, 이메일, 생년월일, 은행 정보와 함께 거래 내역, 게임 기록, IP 주소와 기기 같은 기술 정보를 수집합니다.',
        ],
        [
          '이용 목적',
          '수집한 정보는 계정 운영, 결제 처리, 부정행위 방지, 법적 의무 이행, 그리고 동의하신 경우 혜택 안내에 사용합니다. 개인정보를 판매하는 일은 절대 없습니다.',
        ],
        [
          '이용자의 권리',
          '언제든지 프로필을 조회하고 수정할 수 있으며, 법에 따라 보관해야 하는 기록을 제외하고 고객지원팀에 정보 사본이나 삭제를 요청할 수 있습니다.',
        ],
      ],
    },
    'cookies-policy': {
      title: '쿠키 정책',
      sections: [
        [
          '쿠키란',
          '쿠키는 브라우저가 저장하는 작은 파일입니다. 로그인 유지, 언어 설정 기억, 사이트 이용 통계를 위해 쿠키를 사용합니다.',
        ],
        [
          '사용하는 쿠키',
          '필수 쿠키는 세션, 언어, 추천 코드를 저장하며 끌 수 없습니다. 분석 및 마케팅 쿠키는 사이트와 혜택을 개선하는 데 도움이 됩니다.',
        ],
        [
          '쿠키 관리',
          '브라우저 설정에서 쿠키를 삭제하거나 차단할 수 있습니다. 필수 쿠키를 차단하면 로그아웃되고 설정이 초기화됩니다.',
        ],
      ],
    },
    security: {
      title: '보안',
      sections: [
        [
          '계정 보호',
          '비밀번호는 강력한 단방향 해시로 저장되며, 모든 페이지는 암호화된 HTTPS 연결로 제공됩니다. 전화, 채팅, 메시지로 비밀번호를 묻는 일은 절대 없습니다.',
        ],
        ['안전한 결제', '입출금은 검증된 결제 채널로만 처리되며, 출금은 본인 명의로 등록된 은행 계좌로만 지급됩니다.'],
        [
          '이용자가 할 수 있는 일',
          '다른 곳에서 쓰지 않는 비밀번호를 사용하고, 공용 기기에서는 로그아웃하며, 모르는 활동을 발견하면 즉시 고객지원팀에 연락하세요.',
        ],
      ],
    },
  },
  hi: {
    'terms-and-conditions': {
      title: 'नियम और शर्तें',
      sections: [
        [
          'आपका खाता',
          'खाता खोलने के लिए आपकी आयु कम से कम 18 वर्ष होनी चाहिए और आपके देश का कानून आपको खेलने की अनुमति देता हो। हर व्यक्ति केवल एक खाता रख सकता है, जो सही व्यक्तिगत और बैंक विवरण के साथ पंजीकृत हो।',
        ],
        [
          'जमा, बोनस और निकासी',
          'जमा पुष्टि होने के बाद क्रेडिट होती है। बोनस के साथ टर्नओवर की शर्तें होती हैं जिन्हें निकासी से पहले पूरा करना ज़रूरी है, और एक समय में केवल एक प्रमोशन, कैशबैक या रिबेट सक्रिय रह सकता है। निकासी आपकी प्रोफ़ाइल में दर्ज बैंक खाते में भेजी जाती है।',
        ],
        [
          'निष्पक्ष खेल',
          'गेम के परिणाम हर गेम प्रदाता के रैंडम नंबर जनरेटर से तय होते हैं। धोखाधड़ी, मिलीभगत या प्रमोशन के दुरुपयोग में शामिल खातों को हम निलंबित कर सकते हैं और कभी भी पहचान का प्रमाण माँग सकते हैं।',
        ],
      ],
    },
    'privacy-policy': {
      title: 'गोपनीयता नीति',
      sections: [
        [
          'हम क्या जानकारी लेते हैं',
          'पंजीकरण और प्रोफ़ाइल अपडेट करते समय आप जो जानकारी देते हैं — नाम, फ़ोन नंबर, ईमेल, जन्मतिथि और बैंक विवरण — साथ ही आपके लेन-देन, गेम इतिहास और IP पता व डिवाइस जैसी तकनीकी जानकारी हम एकत्र करते हैं।',
        ],
        [
          'हम इसका उपयोग कैसे करते हैं',
          'हम आपकी जानकारी का उपयोग आपका खाता चलाने, भुगतान करने, धोखाधड़ी रोकने, कानूनी दायित्व निभाने और आपकी सहमति होने पर ऑफ़र भेजने के लिए करते हैं। हम आपकी व्यक्तिगत जानकारी कभी नहीं बेचते।',
        ],
        [
          'आपके अधिकार',
          'आप कभी भी अपनी प्रोफ़ाइल देख और सुधार सकते हैं, और कानूनन रखे जाने वाले रिकॉर्ड को छोड़कर, सहायता टीम से अपनी जानकारी की प्रति या उसे हटाने का अनुरोध कर सकते हैं।',
        ],
      ],
    },
    'cookies-policy': {
      title: 'कुकी नीति',
      sections: [
        [
          'कुकी क्या हैं',
          'कुकी छोटी फ़ाइलें होती हैं जिन्हें आपका ब्राउज़र सहेजता है। हम इनका उपयोग आपको लॉग इन रखने, आपकी भाषा याद रखने और साइट के उपयोग को मापने के लिए करते हैं।',
        ],
        [
          'हम कौन-सी कुकी इस्तेमाल करते हैं',
          'ज़रूरी कुकी आपका सत्र, भाषा और रेफ़रल कोड सहेजती हैं और इन्हें बंद नहीं किया जा सकता। एनालिटिक्स और मार्केटिंग कुकी हमें साइट और ऑफ़र बेहतर बनाने में मदद करती हैं।',
        ],
        [
          'कुकी का प्रबंधन',
          'आप ब्राउज़र सेटिंग में कुकी हटा या ब्लॉक कर सकते हैं। ज़रूरी कुकी ब्लॉक करने पर आप लॉग आउट हो जाएँगे और आपकी पसंद रीसेट हो जाएगी।',
        ],
      ],
    },
    security: {
      title: 'सुरक्षा',
      sections: [
        [
          'आपके खाते की सुरक्षा',
          'पासवर्ड मज़बूत वन-वे हैशिंग के साथ सहेजे जाते हैं और हर पेज एन्क्रिप्टेड HTTPS कनेक्शन पर दिखाया जाता है। हम फ़ोन, चैट या संदेश से कभी आपका पासवर्ड नहीं माँगेंगे।',
        ],
        [
          'सुरक्षित भुगतान',
          'जमा और निकासी केवल सत्यापित भुगतान चैनलों से होती हैं, और निकासी केवल आपके नाम पर दर्ज बैंक खाते में ही भेजी जाती है।',
        ],
        [
          'आप क्या कर सकते हैं',
          'ऐसा पासवर्ड रखें जो कहीं और इस्तेमाल न हो, साझा डिवाइस पर लॉग आउट करें, और कोई अनजानी गतिविधि दिखे तो तुरंत सहायता टीम से संपर्क करें।',
        ],
      ],
    },
  },
  vn: {
    'terms-and-conditions': {
      title: 'Điều khoản và điều kiện',
      sections: [
        [
          'Tài khoản của bạn',
          'Bạn phải từ 18 tuổi trở lên và được pháp luật nước mình cho phép tham gia trò chơi mới có thể mở tài khoản. Mỗi người chỉ được có một tài khoản, đăng ký bằng thông tin cá nhân và ngân hàng chính xác.',
        ],
        [
          'Nạp tiền, tiền thưởng và rút tiền',
          'Tiền nạp được cộng sau khi xác nhận. Tiền thưởng đi kèm yêu cầu doanh số cược phải hoàn thành trước khi rút, và mỗi lúc chỉ có thể kích hoạt một khuyến mãi, hoàn tiền hoặc hoàn trả. Tiền rút được chuyển vào tài khoản ngân hàng đã đăng ký trong hồ sơ của bạn.',
        ],
        [
          'Chơi công bằng',
          'Kết quả trò chơi do bộ tạo số ngẫu nhiên của từng nhà cung cấp quyết định. Chúng tôi có thể tạm khóa tài khoản liên quan đến gian lận, thông đồng hoặc lạm dụng khuyến mãi, và có thể yêu cầu xác minh danh tính bất cứ lúc nào.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Chính sách bảo mật',
      sections: [
        [
          'Thông tin chúng tôi thu thập',
          'Chúng tôi thu thập thông tin bạn cung cấp khi đăng ký và cập nhật hồ sơ — họ tên, số điện thoại, email, ngày sinh và thông tin ngân hàng — cùng với giao dịch, lịch sử chơi và dữ liệu kỹ thuật như địa chỉ IP và thiết bị.',
        ],
        [
          'Cách chúng tôi sử dụng',
          'Chúng tôi dùng dữ liệu của bạn để vận hành tài khoản, xử lý thanh toán, ngăn chặn gian lận, tuân thủ pháp luật và gửi ưu đãi nếu bạn đồng ý. Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn.',
        ],
        [
          'Quyền của bạn',
          'Bạn có thể xem và chỉnh sửa hồ sơ bất cứ lúc nào, và yêu cầu đội hỗ trợ cung cấp bản sao hoặc xóa dữ liệu, trừ những hồ sơ chúng tôi phải lưu giữ theo luật.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Chính sách cookie',
      sections: [
        [
          'Cookie là gì',
          'Cookie là các tệp nhỏ do trình duyệt lưu lại. Chúng tôi dùng cookie để giữ bạn đăng nhập, ghi nhớ ngôn ngữ và đo lường cách trang web được sử dụng.',
        ],
        [
          'Cookie chúng tôi sử dụng',
          'Cookie thiết yếu lưu phiên đăng nhập, ngôn ngữ và mã giới thiệu của bạn và không thể tắt. Cookie phân tích và tiếp thị giúp chúng tôi cải thiện trang web và ưu đãi.',
        ],
        [
          'Quản lý cookie',
          'Bạn có thể xóa hoặc chặn cookie trong cài đặt trình duyệt. Chặn cookie thiết yếu sẽ khiến bạn bị đăng xuất và các tùy chọn bị đặt lại.',
        ],
      ],
    },
    security: {
      title: 'Bảo mật',
      sections: [
        [
          'Bảo vệ tài khoản của bạn',
          'Mật khẩu được lưu bằng hàm băm một chiều mạnh, và mọi trang đều được phục vụ qua kết nối HTTPS mã hóa. Chúng tôi không bao giờ hỏi mật khẩu của bạn qua điện thoại, chat hay tin nhắn.',
        ],
        [
          'Thanh toán an toàn',
          'Nạp và rút tiền chỉ qua các kênh thanh toán đã được xác minh, và tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng tên bạn.',
        ],
        [
          'Bạn có thể làm gì',
          'Dùng mật khẩu không trùng với nơi khác, đăng xuất trên thiết bị dùng chung và liên hệ hỗ trợ ngay khi thấy hoạt động lạ.',
        ],
      ],
    },
  },
  ph: {
    'terms-and-conditions': {
      title: 'Mga tuntunin at kundisyon',
      sections: [
        [
          'Ang iyong account',
          'Dapat ay hindi bababa sa 18 taong gulang ka at pinapayagan ng batas ng iyong bansa na maglaro upang makapagbukas ng account. Isang account lamang bawat tao, na nakarehistro gamit ang tamang personal at bank details.',
        ],
        [
          'Deposito, bonus at withdrawal',
          'Naikre-credit ang deposito kapag nakumpirma na. May turnover requirement ang mga bonus na kailangang matapos bago mag-withdraw, at isang promosyon, cashback o rebate lamang ang puwedeng aktibo sa isang pagkakataon. Ipinapadala ang withdrawal sa bank account na nakarehistro sa iyong profile.',
        ],
        [
          'Patas na laro',
          'Ang resulta ng laro ay itinatakda ng random number generator ng bawat game provider. Maaari naming suspindihin ang mga account na sangkot sa pandaraya, sabwatan o pang-aabuso sa promosyon, at maaari kaming humingi ng patunay ng pagkakakilanlan anumang oras.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Patakaran sa privacy',
      sections: [
        [
          'Ang kinokolekta namin',
          'Kinokolekta namin ang mga detalyeng ibinibigay mo sa pagrehistro at pag-update ng profile — pangalan, numero ng telepono, email, petsa ng kapanganakan at bank details — kasama ang iyong mga transaksyon, kasaysayan ng laro at teknikal na datos gaya ng IP address at device.',
        ],
        [
          'Paano namin ito ginagamit',
          'Ginagamit namin ang iyong datos para patakbuhin ang account, iproseso ang mga bayad, pigilan ang pandaraya, sumunod sa batas at, kung papayag ka, magpadala ng mga alok. Hindi namin ibinebenta kailanman ang iyong personal na datos.',
        ],
        [
          'Ang iyong mga karapatan',
          'Maaari mong tingnan at itama ang iyong profile anumang oras at humingi sa aming support team ng kopya o pagbura ng iyong datos, maliban sa mga rekord na kailangan naming itago ayon sa batas.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Patakaran sa cookie',
      sections: [
        [
          'Ano ang cookies',
          'Ang cookies ay maliliit na file na iniimbak ng iyong browser. Ginagamit namin ang mga ito para manatili kang naka-log in, tandaan ang iyong wika at sukatin kung paano ginagamit ang site.',
        ],
        [
          'Mga cookie na ginagamit namin',
          'Iniimbak ng mahahalagang cookie ang iyong session, wika at referral code at hindi ito maaaring i-off. Tinutulungan kami ng analytics at marketing cookies na pagbutihin ang site at ang aming mga alok.',
        ],
        [
          'Pamamahala ng cookies',
          'Maaari mong burahin o i-block ang cookies sa settings ng iyong browser. Kapag na-block ang mahahalagang cookie, mala-log out ka at mare-reset ang iyong mga kagustuhan.',
        ],
      ],
    },
    security: {
      title: 'Seguridad',
      sections: [
        [
          'Pagprotekta sa iyong account',
          'Iniimbak ang mga password gamit ang matibay na one-way hashing, at bawat pahina ay inihahatid sa naka-encrypt na HTTPS na koneksyon. Hindi namin kailanman hihingin ang iyong password sa telepono, chat o mensahe.',
        ],
        [
          'Ligtas na pagbabayad',
          'Dumaraan lamang ang deposito at withdrawal sa mga beripikadong payment channel, at ang withdrawal ay ipinapadala lamang sa bank account na nakapangalan sa iyo.',
        ],
        [
          'Ang magagawa mo',
          'Gumamit ng password na hindi mo ginagamit sa ibang lugar, mag-log out sa mga shared device at agad makipag-ugnayan sa support kapag may napansin kang aktibidad na hindi mo kilala.',
        ],
      ],
    },
  },
  pt: {
    'terms-and-conditions': {
      title: 'Termos e condições',
      sections: [
        [
          'A sua conta',
          'Para abrir uma conta tem de ter pelo menos 18 anos e a lei do seu país tem de lhe permitir jogar. Cada pessoa pode ter apenas uma conta, registada com dados pessoais e bancários corretos.',
        ],
        [
          'Depósitos, bónus e levantamentos',
          'Os depósitos são creditados após confirmação. Os bónus têm requisitos de apostas que devem ser cumpridos antes de um levantamento, e só pode estar ativa uma promoção, cashback ou rebate de cada vez. Os levantamentos são pagos na conta bancária registada no seu perfil.',
        ],
        [
          'Jogo justo',
          'Os resultados dos jogos são decididos pelo gerador de números aleatórios de cada fornecedor. Podemos suspender contas envolvidas em fraude, conluio ou abuso de promoções e pedir prova de identidade a qualquer momento.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      sections: [
        [
          'O que recolhemos',
          'Recolhemos os dados que nos dá ao registar-se e ao atualizar o perfil — nome, número de telefone, e-mail, data de nascimento e dados bancários — bem como as suas transações, o histórico de jogo e dados técnicos como o endereço IP e o dispositivo.',
        ],
        [
          'Como os utilizamos',
          'Utilizamos os seus dados para gerir a conta, processar pagamentos, prevenir fraudes, cumprir obrigações legais e, se concordar, enviar-lhe ofertas. Nunca vendemos os seus dados pessoais.',
        ],
        [
          'Os seus direitos',
          'Pode consultar e corrigir o seu perfil a qualquer momento e pedir à nossa equipa de apoio uma cópia ou a eliminação dos seus dados, exceto os registos que a lei nos obriga a conservar.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Política de cookies',
      sections: [
        [
          'O que são cookies',
          'Os cookies são pequenos ficheiros guardados pelo seu navegador. Usamo-los para manter a sessão iniciada, lembrar a sua língua e medir a utilização do site.',
        ],
        [
          'Cookies que utilizamos',
          'Os cookies essenciais guardam a sua sessão, língua e código de referência e não podem ser desativados. Os cookies de análise e marketing ajudam-nos a melhorar o site e as nossas ofertas.',
        ],
        [
          'Gerir cookies',
          'Pode apagar ou bloquear cookies nas definições do navegador. Bloquear os cookies essenciais termina a sua sessão e repõe as suas preferências.',
        ],
      ],
    },
    security: {
      title: 'Segurança',
      sections: [
        [
          'Proteger a sua conta',
          'As palavras-passe são guardadas com hashing unidirecional forte e todas as páginas são servidas por ligações HTTPS cifradas. Nunca lhe pediremos a palavra-passe por telefone, chat ou mensagem.',
        ],
        [
          'Pagamentos seguros',
          'Os depósitos e levantamentos passam apenas por canais de pagamento verificados, e os levantamentos são pagos apenas na conta bancária registada em seu nome.',
        ],
        [
          'O que pode fazer',
          'Use uma palavra-passe que não utilize noutros sítios, termine a sessão em dispositivos partilhados e contacte o apoio de imediato se notar atividade que não reconhece.',
        ],
      ],
    },
  },
  br: {
    'terms-and-conditions': {
      title: 'Termos e condições',
      sections: [
        [
          'Sua conta',
          'Para abrir uma conta, você precisa ter pelo menos 18 anos e a lei do seu país deve permitir que você jogue. Cada pessoa pode ter só uma conta, cadastrada com dados pessoais e bancários corretos.',
        ],
        [
          'Depósitos, bônus e saques',
          'Os depósitos são creditados após a confirmação. Os bônus têm requisitos de rollover que precisam ser cumpridos antes do saque, e só uma promoção, cashback ou rebate pode ficar ativo por vez. Os saques são pagos na conta bancária cadastrada no seu perfil.',
        ],
        [
          'Jogo justo',
          'Os resultados dos jogos são definidos pelo gerador de números aleatórios de cada provedor. Podemos suspender contas envolvidas em fraude, conluio ou abuso de promoções e pedir comprovação de identidade a qualquer momento.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      sections: [
        [
          'O que coletamos',
          'Coletamos os dados que você informa no cadastro e ao atualizar o perfil — nome, telefone, e-mail, data de nascimento e dados bancários — junto com suas transações, histórico de jogo e dados técnicos como endereço IP e dispositivo.',
        ],
        [
          'Como usamos',
          'Usamos seus dados para manter sua conta, processar pagamentos, prevenir fraudes, cumprir obrigações legais e, se você concordar, enviar ofertas. Nunca vendemos seus dados pessoais.',
        ],
        [
          'Seus direitos',
          'Você pode consultar e corrigir seu perfil a qualquer momento e pedir à nossa equipe de suporte uma cópia ou a exclusão dos seus dados, exceto os registros que a lei nos obriga a guardar.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Política de cookies',
      sections: [
        [
          'O que são cookies',
          'Cookies são pequenos arquivos salvos pelo seu navegador. Nós os usamos para manter você conectado, lembrar seu idioma e medir como o site é usado.',
        ],
        [
          'Cookies que usamos',
          'Os cookies essenciais guardam sua sessão, idioma e código de indicação e não podem ser desativados. Os cookies de análise e marketing nos ajudam a melhorar o site e as ofertas.',
        ],
        [
          'Como gerenciar cookies',
          'Você pode apagar ou bloquear cookies nas configurações do navegador. Bloquear os cookies essenciais desconecta você e redefine suas preferências.',
        ],
      ],
    },
    security: {
      title: 'Segurança',
      sections: [
        [
          'Proteção da sua conta',
          'As senhas são armazenadas com hash de mão única forte, e todas as páginas são servidas por conexões HTTPS criptografadas. Nunca pediremos sua senha por telefone, chat ou mensagem.',
        ],
        [
          'Pagamentos seguros',
          'Depósitos e saques passam apenas por canais de pagamento verificados, e os saques são pagos somente na conta bancária cadastrada no seu nome.',
        ],
        [
          'O que você pode fazer',
          'Use uma senha que você não usa em outros lugares, saia da conta em aparelhos compartilhados e fale com o suporte na hora se notar alguma atividade que não reconhece.',
        ],
      ],
    },
  },
  bd: {
    'terms-and-conditions': {
      title: 'শর্তাবলি',
      sections: [
        [
          'আপনার অ্যাকাউন্ট',
          'অ্যাকাউন্ট খুলতে আপনার বয়স অন্তত ১৮ বছর হতে হবে এবং আপনার দেশের আইনে খেলার অনুমতি থাকতে হবে। প্রত্যেক ব্যক্তি কেবল একটি অ্যাকাউন্ট রাখতে পারবেন, যা সঠিক ব্যক্তিগত ও ব্যাংক তথ্য দিয়ে নিবন্ধিত।',
        ],
        [
          'জমা, বোনাস ও উত্তোলন',
          'নিশ্চিত হওয়ার পর জমা অ্যাকাউন্টে যোগ হয়। বোনাসের সাথে টার্নওভারের শর্ত থাকে যা উত্তোলনের আগে পূরণ করতে হয়, এবং একসাথে কেবল একটি প্রমোশন, ক্যাশব্যাক বা রিবেট সক্রিয় থাকতে পারে। উত্তোলনের টাকা আপনার প্রোফাইলে নিবন্ধিত ব্যাংক অ্যাকাউন্টে পাঠানো হয়।',
        ],
        [
          'ন্যায্য খেলা',
          'গেমের ফলাফল প্রতিটি গেম প্রোভাইডারের র‍্যান্ডম নম্বর জেনারেটর দিয়ে নির্ধারিত হয়। প্রতারণা, যোগসাজশ বা প্রমোশনের অপব্যবহারে জড়িত অ্যাকাউন্ট আমরা স্থগিত করতে পারি এবং যেকোনো সময় পরিচয়ের প্রমাণ চাইতে পারি।',
        ],
      ],
    },
    'privacy-policy': {
      title: 'গোপনীয়তা নীতি',
      sections: [
        [
          'আমরা কী সংগ্রহ করি',
          'নিবন্ধন ও প্রোফাইল হালনাগাদের সময় আপনি যে তথ্য দেন — নাম, ফোন নম্বর, ইমেইল, জন্মতারিখ ও ব্যাংক তথ্য — তার সাথে আপনার লেনদেন, খেলার ইতিহাস এবং IP ঠিকানা ও ডিভাইসের মতো প্রযুক্তিগত তথ্য আমরা সংগ্রহ করি।',
        ],
        [
          'আমরা কীভাবে ব্যবহার করি',
          'আপনার অ্যাকাউন্ট পরিচালনা, পেমেন্ট প্রক্রিয়া, প্রতারণা প্রতিরোধ, আইনি বাধ্যবাধকতা পালন এবং আপনার সম্মতি থাকলে অফার পাঠাতে আমরা আপনার তথ্য ব্যবহার করি। আমরা কখনো আপনার ব্যক্তিগত তথ্য বিক্রি করি না।',
        ],
        [
          'আপনার অধিকার',
          'আপনি যেকোনো সময় প্রোফাইল দেখতে ও সংশোধন করতে পারেন, এবং আইনে রাখতে বাধ্য রেকর্ড ছাড়া সহায়তা দলের কাছে তথ্যের কপি বা মুছে ফেলার অনুরোধ করতে পারেন।',
        ],
      ],
    },
    'cookies-policy': {
      title: 'কুকি নীতি',
      sections: [
        [
          'কুকি কী',
          'কুকি হলো আপনার ব্রাউজারে সংরক্ষিত ছোট ফাইল। আপনাকে লগ ইন রাখতে, আপনার ভাষা মনে রাখতে এবং সাইটের ব্যবহার পরিমাপ করতে আমরা এগুলো ব্যবহার করি।',
        ],
        [
          'আমরা যে কুকি ব্যবহার করি',
          'প্রয়োজনীয় কুকি আপনার সেশন, ভাষা ও রেফারেল কোড সংরক্ষণ করে এবং এগুলো বন্ধ করা যায় না। অ্যানালিটিক্স ও মার্কেটিং কুকি আমাদের সাইট ও অফার উন্নত করতে সাহায্য করে।',
        ],
        [
          'কুকি পরিচালনা',
          'ব্রাউজারের সেটিংসে আপনি কুকি মুছে ফেলতে বা ব্লক করতে পারেন। প্রয়োজনীয় কুকি ব্লক করলে আপনি লগ আউট হয়ে যাবেন এবং আপনার পছন্দগুলো রিসেট হবে।',
        ],
      ],
    },
    security: {
      title: 'নিরাপত্তা',
      sections: [
        [
          'আপনার অ্যাকাউন্টের সুরক্ষা',
          'পাসওয়ার্ড শক্তিশালী একমুখী হ্যাশিং দিয়ে সংরক্ষণ করা হয় এবং প্রতিটি পৃষ্ঠা এনক্রিপ্ট করা HTTPS সংযোগে পরিবেশন করা হয়। আমরা কখনো ফোন, চ্যাট বা বার্তায় আপনার পাসওয়ার্ড চাইব না।',
        ],
        [
          'নিরাপদ পেমেন্ট',
          'জমা ও উত্তোলন কেবল যাচাই করা পেমেন্ট চ্যানেলের মাধ্যমে হয়, এবং উত্তোলনের টাকা কেবল আপনার নামে নিবন্ধিত ব্যাংক অ্যাকাউন্টেই পাঠানো হয়।',
        ],
        [
          'আপনি যা করতে পারেন',
          'এমন পাসওয়ার্ড ব্যবহার করুন যা অন্য কোথাও ব্যবহার করেন না, শেয়ার করা ডিভাইসে লগ আউট করুন, এবং অচেনা কোনো কার্যকলাপ দেখলে সঙ্গে সঙ্গে সহায়তা দলের সাথে যোগাযোগ করুন।',
        ],
      ],
    },
  },
  jp: {
    'terms-and-conditions': {
      title: '利用規約',
      sections: [
        [
          'アカウントについて',
          'アカウントを開設できるのは、18 歳以上で、お住まいの国の法律でプレイが認められている方に限ります。お一人様 1 アカウントまでとし、正確な個人情報と銀行情報でご登録ください。',
        ],
        [
          '入金・ボーナス・出金',
          '入金は確認後に反映されます。ボーナスには出金前に達成が必要な賭け条件があり、プロモーション、キャッシュバック、リベートは同時に 1 つしか有効にできません。出金はプロフィールに登録された銀行口座へお支払いします。',
        ],
        [
          '公正なプレイ',
          'ゲームの結果は各ゲームプロバイダーの乱数生成器によって決まります。不正、共謀、プロモーションの悪用に関与したアカウントは停止することがあり、本人確認書類の提出をいつでもお願いする場合があります。',
        ],
      ],
    },
    'privacy-policy': {
      title: 'プライバシーポリシー',
      sections: [
        [
          '収集する情報',
          '登録時やプロフィール更新時にご提供いただく氏名、電話番号、メールアドレス、生年月日、銀行情報に加え、取引履歴、ゲーム履歴、IP アドレスや端末などの技術情報を収集します。',
        ],
        [
          '利用目的',
          'お客様の情報は、アカウントの運営、決済処理、不正防止、法令上の義務の履行、そして同意いただいた場合のお得な情報のご案内に利用します。個人情報を販売することは決してありません。',
        ],
        [
          'お客様の権利',
          'プロフィールはいつでも確認・修正でき、法令で保管が義務付けられた記録を除き、サポートチームにデータの写しの提供や削除を依頼できます。',
        ],
      ],
    },
    'cookies-policy': {
      title: 'クッキーポリシー',
      sections: [
        [
          'クッキーとは',
          'クッキーはブラウザに保存される小さなファイルです。ログイン状態の維持、言語設定の記憶、サイトの利用状況の計測に使用しています。',
        ],
        [
          '使用しているクッキー',
          '必須クッキーはセッション、言語、紹介コードを保存するもので、無効にはできません。分析・マーケティング用クッキーは、サイトと特典の改善に役立てています。',
        ],
        [
          'クッキーの管理',
          'ブラウザの設定でクッキーを削除またはブロックできます。必須クッキーをブロックするとログアウトされ、設定がリセットされます。',
        ],
      ],
    },
    security: {
      title: 'セキュリティ',
      sections: [
        [
          'アカウントの保護',
          'パスワードは強力な一方向ハッシュで保存され、すべてのページは暗号化された HTTPS 接続で配信されます。電話、チャット、メッセージでパスワードをお尋ねすることは決してありません。',
        ],
        [
          '安全な決済',
          '入出金は認証済みの決済チャネルのみで行われ、出金はお客様名義で登録された銀行口座にのみお支払いします。',
        ],
        [
          'お客様にできること',
          '他で使っていないパスワードを使い、共用端末ではログアウトし、身に覚えのない操作に気づいたらすぐにサポートへご連絡ください。',
        ],
      ],
    },
  },
  es: {
    'terms-and-conditions': {
      title: 'Términos y condiciones',
      sections: [
        [
          'Tu cuenta',
          'Para abrir una cuenta debes tener al menos 18 años y la ley de tu país debe permitirte jugar. Cada persona puede tener una sola cuenta, registrada con datos personales y bancarios correctos.',
        ],
        [
          'Depósitos, bonos y retiros',
          'Los depósitos se acreditan una vez confirmados. Los bonos tienen requisitos de apuesta que deben cumplirse antes de retirar, y solo puede estar activa una promoción, cashback o reembolso a la vez. Los retiros se pagan en la cuenta bancaria registrada en tu perfil.',
        ],
        [
          'Juego limpio',
          'Los resultados de los juegos los decide el generador de números aleatorios de cada proveedor. Podemos suspender las cuentas implicadas en fraude, colusión o abuso de promociones, y pedir una prueba de identidad en cualquier momento.',
        ],
      ],
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      sections: [
        [
          'Qué recopilamos',
          'Recopilamos los datos que nos das al registrarte y al actualizar tu perfil —nombre, teléfono, correo electrónico, fecha de nacimiento y datos bancarios—, junto con tus transacciones, tu historial de juego y datos técnicos como la dirección IP y el dispositivo.',
        ],
        [
          'Cómo los usamos',
          'Usamos tus datos para gestionar tu cuenta, procesar pagos, prevenir el fraude, cumplir obligaciones legales y, si lo aceptas, enviarte ofertas. Nunca vendemos tus datos personales.',
        ],
        [
          'Tus derechos',
          'Puedes consultar y corregir tu perfil en cualquier momento y pedir a nuestro equipo de soporte una copia o la eliminación de tus datos, salvo los registros que la ley nos obliga a conservar.',
        ],
      ],
    },
    'cookies-policy': {
      title: 'Política de cookies',
      sections: [
        [
          'Qué son las cookies',
          'Las cookies son pequeños archivos que guarda tu navegador. Las usamos para mantener tu sesión iniciada, recordar tu idioma y medir cómo se usa el sitio.',
        ],
        [
          'Cookies que usamos',
          'Las cookies esenciales guardan tu sesión, tu idioma y tu código de referido y no se pueden desactivar. Las cookies de análisis y marketing nos ayudan a mejorar el sitio y nuestras ofertas.',
        ],
        [
          'Gestionar las cookies',
          'Puedes borrar o bloquear las cookies en la configuración del navegador. Si bloqueas las esenciales, se cerrará tu sesión y se restablecerán tus preferencias.',
        ],
      ],
    },
    security: {
      title: 'Seguridad',
      sections: [
        [
          'Protección de tu cuenta',
          'Las contraseñas se guardan con un hash unidireccional robusto y todas las páginas se sirven mediante conexiones HTTPS cifradas. Nunca te pediremos tu contraseña por teléfono, chat o mensaje.',
        ],
        [
          'Pagos seguros',
          'Los depósitos y retiros solo pasan por canales de pago verificados, y los retiros se pagan únicamente en la cuenta bancaria registrada a tu nombre.',
        ],
        [
          'Qué puedes hacer tú',
          'Usa una contraseña que no utilices en otros sitios, cierra sesión en dispositivos compartidos y contacta con soporte de inmediato si ves actividad que no reconoces.',
        ],
      ],
    },
  },
  mm: {
    'terms-and-conditions': {
      title: 'စည်းကမ်းချက်များ',
      sections: [
        [
          'သင့်အကောင့်',
          'အကောင့်ဖွင့်ရန် သင်သည် အသက် အနည်းဆုံး ၁၈ နှစ်ပြည့်ပြီး သင့်နိုင်ငံ၏ ဥပဒေအရ ကစားခွင့်ရှိရပါမည်။ လူတစ်ဦးလျှင် အကောင့်တစ်ခုသာ ထားရှိနိုင်ပြီး မှန်ကန်သော ကိုယ်ရေးအချက်အလက်နှင့် ဘဏ်အချက်အလက်ဖြင့် မှတ်ပုံတင်ရပါမည်။',
        ],
        [
          'ငွေသွင်းခြင်း၊ ဘောနပ်စ်နှင့် ငွေထုတ်ခြင်း',
          'အတည်ပြုပြီးနောက် သွင်းငွေကို ထည့်သွင်းပေးပါသည်။ ဘောနပ်စ်များတွင် ငွေမထုတ်မီ ပြည့်မီရမည့် လောင်းကြေးပမာဏ သတ်မှတ်ချက်များ ရှိပြီး တစ်ကြိမ်လျှင် ပရိုမိုးရှင်း၊ ငွေပြန်အမ်း သို့မဟုတ် ရီဘိတ် တစ်ခုသာ အသုံးပြုနိုင်ပါသည်။ ထုတ်ငွေကို သင့်ပရိုဖိုင်တွင် မှတ်ပုံတင်ထားသော ဘဏ်အကောင့်သို့ ပေးချေပါသည်။',
        ],
        [
          'တရားမျှတသော ကစားမှု',
          'ဂိမ်းရလဒ်များကို ဂိမ်းထုတ်လုပ်သူတစ်ဦးချင်းစီ၏ ကျပန်းနံပါတ်ထုတ်စနစ်က ဆုံးဖြတ်ပါသည်။ လိမ်လည်မှု၊ ပူးပေါင်းကြံစည်မှု သို့မဟုတ် ပရိုမိုးရှင်းကို အလွဲသုံးစားပြုမှုတွင် ပါဝင်သော အကောင့်များကို ဆိုင်းငံ့နိုင်ပြီး မည်သည့်အချိန်တွင်မဆို သက်သေခံကတ်ပြား တောင်းခံနိုင်ပါသည်။',
        ],
      ],
    },
    'privacy-policy': {
      title: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
      sections: [
        [
          'ကျွန်ုပ်တို့ စုဆောင်းသည့် အချက်အလက်',
          'စာရင်းသွင်းချိန်နှင့် ပရိုဖိုင်ပြင်ဆင်ချိန်တွင် သင်ပေးသော အမည်၊ ဖုန်းနံပါတ်၊ အီးမေးလ်၊ မွေးသက္ကရာဇ်နှင့် ဘဏ်အချက်အလက်များအပြင် သင့်ငွေလွှဲမှတ်တမ်း၊ ကစားမှတ်တမ်းနှင့် IP လိပ်စာ၊ စက်ပစ္စည်းကဲ့သို့ နည်းပညာဆိုင်ရာ အချက်အလက်များကို စုဆောင်းပါသည်။',
        ],
        [
          'အသုံးပြုပုံ',
          'သင့်အကောင့်ကို စီမံရန်၊ ငွေပေးချေမှုများ ဆောင်ရွက်ရန်၊ လိမ်လည်မှု ကာကွယ်ရန်၊ ဥပဒေဆိုင်ရာ တာဝန်များ ကျေပွန်ရန်နှင့် သင်သဘောတူပါက အထူးအစီအစဉ်များ ပို့ရန် သင့်အချက်အလက်ကို အသုံးပြုပါသည်။ သင့်ကိုယ်ရေးအချက်အလက်ကို မည်သည့်အခါမျှ မရောင်းချပါ။',
        ],
        [
          'သင့်အခွင့်အရေးများ',
          'သင့်ပရိုဖိုင်ကို အချိန်မရွေး ကြည့်ရှုပြင်ဆင်နိုင်ပြီး ဥပဒေအရ သိမ်းဆည်းရမည့် မှတ်တမ်းများမှလွဲ၍ သင့်အချက်အလက်မိတ္တူ သို့မဟုတ် ဖျက်ပေးရန် အကူအညီအဖွဲ့ထံ တောင်းဆိုနိုင်ပါသည်။',
        ],
      ],
    },
    'cookies-policy': {
      title: 'ကွတ်ကီး မူဝါဒ',
      sections: [
        [
          'ကွတ်ကီးဆိုသည်မှာ',
          'ကွတ်ကီးများသည် သင့်ဘရောက်ဇာက သိမ်းဆည်းသော ဖိုင်ငယ်များ ဖြစ်ပါသည်။ သင့်ကို လော့ဂ်အင်ဝင်ထားရန်၊ သင့်ဘာသာစကားကို မှတ်ထားရန်နှင့် ဆိုက်အသုံးပြုမှုကို တိုင်းတာရန် ၎င်းတို့ကို အသုံးပြုပါသည်။',
        ],
        [
          'ကျွန်ုပ်တို့ အသုံးပြုသော ကွတ်ကီးများ',
          'မရှိမဖြစ် ကွတ်ကီးများသည် သင့်ဆက်ရှင်၊ ဘာသာစကားနှင့် ညွှန်းကုဒ်ကို သိမ်းဆည်းပြီး ပိတ်၍ မရပါ။ ခွဲခြမ်းစိတ်ဖြာမှုနှင့် စျေးကွက်ရှာဖွေရေး ကွတ်ကီးများက ဆိုက်နှင့် အစီအစဉ်များကို ပိုမိုကောင်းမွန်အောင် ကူညီပါသည်။',
        ],
        [
          'ကွတ်ကီးများ စီမံခြင်း',
          'ဘရောက်ဇာ ဆက်တင်တွင် ကွတ်ကီးများကို ဖျက်နိုင် သို့မဟုတ် ပိတ်ဆို့နိုင်ပါသည်။ မရှိမဖြစ် ကွတ်ကီးများကို ပိတ်ဆို့ပါက သင် လော့ဂ်အောက်ဖြစ်ပြီး သင့်ရွေးချယ်မှုများ ပြန်လည်သတ်မှတ်ခံရပါမည်။',
        ],
      ],
    },
    security: {
      title: 'လုံခြုံရေး',
      sections: [
        [
          'သင့်အကောင့်ကို ကာကွယ်ခြင်း',
          'စကားဝှက်များကို ခိုင်မာသော တစ်လမ်းသွား ဟက်ရှ်ဖြင့် သိမ်းဆည်းပြီး စာမျက်နှာတိုင်းကို စာဝှက်ထားသော HTTPS ချိတ်ဆက်မှုဖြင့် ပေးပို့ပါသည်။ ဖုန်း၊ ချတ် သို့မဟုတ် မက်ဆေ့ချ်ဖြင့် သင့်စကားဝှက်ကို မည်သည့်အခါမျှ မတောင်းပါ။',
        ],
        [
          'လုံခြုံသော ငွေပေးချေမှု',
          'ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်းကို အတည်ပြုထားသော ငွေပေးချေမှုလမ်းကြောင်းများမှသာ ဆောင်ရွက်ပြီး ထုတ်ငွေကို သင့်အမည်ဖြင့် မှတ်ပုံတင်ထားသော ဘဏ်အကောင့်သို့သာ ပေးချေပါသည်။',
        ],
        [
          'သင်လုပ်ဆောင်နိုင်သည်များ',
          'အခြားနေရာတွင် မသုံးသော စကားဝှက်ကို သုံးပါ၊ မျှဝေသုံးသော စက်များတွင် လော့ဂ်အောက်လုပ်ပါ၊ မသိသော လှုပ်ရှားမှုကို တွေ့ပါက အကူအညီအဖွဲ့ကို ချက်ချင်း ဆက်သွယ်ပါ။',
        ],
      ],
    },
  },
};
