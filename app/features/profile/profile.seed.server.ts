import type { AppServices } from '../../../server/services.ts';
import {
  bankCurrencyInformation,
  bankCurrencyInformationTranslations,
  registerChannels,
  registerChannelTranslations,
  securityQuestions,
  securityQuestionTranslations,
} from './profile.table.server.ts';

/**
 * Banks of the currencies members hold (Thai baht, Malaysian ringgit) with their account-number lengths, the USDT
 * networks, security questions and register channels, with their names in the languages that have their own.
 */

interface BankSeed {
  code: string;
  short: string;
  name: string;
  color: string;
  lengths: number[];
  /** Names in other languages, by locale code. */
  names?: Record<string, string>;
}

const THAI_BANKS: BankSeed[] = [
  {
    code: 'KBANK',
    short: 'KBank',
    name: 'Kasikornbank',
    color: '#138f2d',
    lengths: [10],
    names: { th: 'ธนาคารกสิกรไทย', zh: '开泰银行' },
  },
  {
    code: 'SCB',
    short: 'SCB',
    name: 'Siam Commercial Bank',
    color: '#4e2e7f',
    lengths: [10],
    names: { th: 'ธนาคารไทยพาณิชย์', zh: '泰国汇商银行' },
  },
  {
    code: 'BBL',
    short: 'BBL',
    name: 'Bangkok Bank',
    color: '#1e4598',
    lengths: [10],
    names: { th: 'ธนาคารกรุงเทพ', zh: '盘谷银行' },
  },
  {
    code: 'KTB',
    short: 'KTB',
    name: 'Krungthai Bank',
    color: '#1ba5e1',
    lengths: [10],
    names: { th: 'ธนาคารกรุงไทย', zh: '泰京银行' },
  },
  {
    code: 'BAY',
    short: 'BAY',
    name: 'Bank of Ayudhya (Krungsri)',
    color: '#fec43b',
    lengths: [10],
    names: { th: 'ธนาคารกรุงศรีอยุธยา', zh: '大城银行' },
  },
  {
    code: 'TTB',
    short: 'ttb',
    name: 'TMBThanachart Bank',
    color: '#0050f0',
    lengths: [10],
    names: { th: 'ธนาคารทหารไทยธนชาต' },
  },
  {
    code: 'GSB',
    short: 'GSB',
    name: 'Government Savings Bank',
    color: '#eb198d',
    lengths: [12],
    names: { th: 'ธนาคารออมสิน' },
  },
  {
    code: 'BAAC',
    short: 'BAAC',
    name: 'Bank for Agriculture and Agricultural Cooperatives',
    color: '#4b9b3e',
    lengths: [12],
    names: { th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
  },
  {
    code: 'GHB',
    short: 'GHB',
    name: 'Government Housing Bank',
    color: '#f57d23',
    lengths: [12],
    names: { th: 'ธนาคารอาคารสงเคราะห์' },
  },
  {
    code: 'KKP',
    short: 'KKP',
    name: 'Kiatnakin Phatra Bank',
    color: '#635f98',
    lengths: [10],
    names: { th: 'ธนาคารเกียรตินาคินภัทร' },
  },
  {
    code: 'CIMBT',
    short: 'CIMB',
    name: 'CIMB Thai Bank',
    color: '#7e2f36',
    lengths: [10],
    names: { th: 'ธนาคารซีไอเอ็มบี ไทย' },
  },
  {
    code: 'UOBT',
    short: 'UOB',
    name: 'United Overseas Bank (Thai)',
    color: '#0b3b8c',
    lengths: [10],
    names: { th: 'ธนาคารยูโอบี' },
  },
  { code: 'TISCO', short: 'TISCO', name: 'TISCO Bank', color: '#12549f', lengths: [10], names: { th: 'ธนาคารทิสโก้' } },
  {
    code: 'LHB',
    short: 'LH',
    name: 'Land and Houses Bank',
    color: '#6d6e71',
    lengths: [10],
    names: { th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
  },
];

const MALAYSIAN_BANKS: BankSeed[] = [
  { code: 'MBB', short: 'MBB', name: 'Maybank', color: '#ffc83d', lengths: [12], names: { zh: '马来亚银行' } },
  { code: 'CIMB', short: 'CIMB', name: 'CIMB Bank', color: '#ec1d23', lengths: [10, 14], names: { zh: '联昌银行' } },
  {
    code: 'PBB',
    short: 'PBB',
    name: 'Public Bank',
    color: '#e5202e',
    lengths: [10],
    names: { my: 'Public Bank Berhad', zh: '大众银行' },
  },
  { code: 'RHB', short: 'RHB', name: 'RHB Bank', color: '#0067b1', lengths: [14], names: { zh: '兴业银行' } },
  { code: 'HLB', short: 'HLB', name: 'Hong Leong Bank', color: '#004b8d', lengths: [11], names: { zh: '丰隆银行' } },
  { code: 'AMB', short: 'AmB', name: 'AmBank', color: '#e31d1a', lengths: [13], names: { zh: '大马银行' } },
  { code: 'BIMB', short: 'BIMB', name: 'Bank Islam Malaysia', color: '#e0157a', lengths: [14] },
  { code: 'BKRM', short: 'BKRM', name: 'Bank Rakyat', color: '#004e9e', lengths: [12] },
  { code: 'BSN', short: 'BSN', name: 'Bank Simpanan Nasional', color: '#0f3e8c', lengths: [16] },
  {
    code: 'ABMB',
    short: 'ABMB',
    name: 'Alliance Bank Malaysia',
    color: '#0061a8',
    lengths: [15],
    names: { zh: '安联银行' },
  },
  { code: 'AFFIN', short: 'AFFIN', name: 'Affin Bank', color: '#134a9f', lengths: [12] },
  {
    code: 'OCBCM',
    short: 'OCBC',
    name: 'OCBC Bank (Malaysia)',
    color: '#e4002b',
    lengths: [10],
    names: { zh: '华侨银行' },
  },
  { code: 'UOBM', short: 'UOB', name: 'UOB Malaysia', color: '#0b3b8c', lengths: [10], names: { zh: '大华银行' } },
  {
    code: 'HSBCM',
    short: 'HSBC',
    name: 'HSBC Bank Malaysia',
    color: '#db0011',
    lengths: [12],
    names: { zh: '汇丰银行' },
  },
];

const NETWORKS: (Omit<BankSeed, 'lengths'> & { format: 'tron' | 'evm' })[] = [
  { code: 'TRC20', short: 'TRC20', name: 'USDT · TRC20 (TRON)', color: '#eb0029', format: 'tron' },
  { code: 'ERC20', short: 'ERC20', name: 'USDT · ERC20 (Ethereum)', color: '#627eea', format: 'evm' },
  { code: 'BEP20', short: 'BEP20', name: 'USDT · BEP20 (BNB Smart Chain)', color: '#f0b90b', format: 'evm' },
];

/** Questions in every interface language. */
const QUESTIONS: { code: string; text: Record<string, string> }[] = [
  {
    code: 'mother_maiden_name',
    text: {
      en: "What is your mother's maiden name?",
      th: 'นามสกุลเดิมของมารดาคุณคืออะไร',
      id: 'Apa nama gadis ibu Anda?',
      my: 'Apakah nama keluarga ibu anda sebelum berkahwin?',
      zh: '您母亲的娘家姓是什么？',
      ko: '어머니의 결혼 전 성은 무엇입니까?',
      hi: 'आपकी माँ का विवाह-पूर्व उपनाम क्या है?',
      vn: 'Họ thời con gái của mẹ bạn là gì?',
      ph: 'Ano ang apelyido sa pagkadalaga ng iyong ina?',
      pt: 'Qual é o apelido de solteira da sua mãe?',
      br: 'Qual é o sobrenome de solteira da sua mãe?',
      bd: 'আপনার মায়ের বিয়ের আগের পদবি কী?',
      jp: '母親の旧姓は何ですか？',
      es: '¿Cuál es el apellido de soltera de su madre?',
      mm: 'သင့်မိခင်၏ အမည်ရင်းမှာ အဘယ်နည်း။',
    },
  },
  {
    code: 'first_pet',
    text: {
      en: 'What was the name of your first pet?',
      th: 'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร',
      id: 'Siapa nama hewan peliharaan pertama Anda?',
      my: 'Apakah nama haiwan peliharaan pertama anda?',
      zh: '您的第一只宠物叫什么名字？',
      ko: '처음 키운 반려동물의 이름은 무엇입니까?',
      hi: 'आपके पहले पालतू जानवर का नाम क्या था?',
      vn: 'Tên thú cưng đầu tiên của bạn là gì?',
      ph: 'Ano ang pangalan ng una mong alagang hayop?',
      pt: 'Qual era o nome do seu primeiro animal de estimação?',
      br: 'Qual era o nome do seu primeiro bichinho de estimação?',
      bd: 'আপনার প্রথম পোষা প্রাণীর নাম কী ছিল?',
      jp: '初めて飼ったペットの名前は何ですか？',
      es: '¿Cómo se llamaba su primera mascota?',
      mm: 'သင်၏ ပထမဆုံး အိမ်မွေးတိရစ္ဆာန်အမည်မှာ အဘယ်နည်း။',
    },
  },
  {
    code: 'birth_city',
    text: {
      en: 'In which city were you born?',
      th: 'คุณเกิดที่จังหวัดหรือเมืองใด',
      id: 'Di kota mana Anda dilahirkan?',
      my: 'Di bandar manakah anda dilahirkan?',
      zh: '您出生在哪个城市？',
      ko: '태어난 도시는 어디입니까?',
      hi: 'आपका जन्म किस शहर में हुआ था?',
      vn: 'Bạn sinh ra ở thành phố nào?',
      ph: 'Saang lungsod ka ipinanganak?',
      pt: 'Em que cidade nasceu?',
      br: 'Em que cidade você nasceu?',
      bd: 'আপনি কোন শহরে জন্মগ্রহণ করেছেন?',
      jp: '生まれた都市はどこですか？',
      es: '¿En qué ciudad nació?',
      mm: 'သင် မည်သည့်မြို့တွင် မွေးဖွားခဲ့သနည်း။',
    },
  },
  {
    code: 'primary_school',
    text: {
      en: 'What was the name of your primary school?',
      th: 'โรงเรียนประถมของคุณชื่ออะไร',
      id: 'Apa nama sekolah dasar Anda?',
      my: 'Apakah nama sekolah rendah anda?',
      zh: '您的小学叫什么名字？',
      ko: '다닌 초등학교의 이름은 무엇입니까?',
      hi: 'आपके प्राथमिक विद्यालय का नाम क्या था?',
      vn: 'Tên trường tiểu học của bạn là gì?',
      ph: 'Ano ang pangalan ng iyong paaralang elementarya?',
      pt: 'Qual era o nome da sua escola primária?',
      br: 'Qual era o nome da escola onde você fez o ensino fundamental?',
      bd: 'আপনার প্রাথমিক বিদ্যালয়ের নাম কী ছিল?',
      jp: '通っていた小学校の名前は何ですか？',
      es: '¿Cómo se llamaba su escuela primaria?',
      mm: 'သင်၏ မူလတန်းကျောင်းအမည်မှာ အဘယ်နည်း။',
    },
  },
  {
    code: 'childhood_friend',
    text: {
      en: 'What is the name of your best childhood friend?',
      th: 'เพื่อนสนิทสมัยเด็กของคุณชื่ออะไร',
      id: 'Siapa nama sahabat masa kecil Anda?',
      my: 'Siapakah nama kawan baik anda semasa kecil?',
      zh: '您儿时最好的朋友叫什么名字？',
      ko: '어린 시절 가장 친한 친구의 이름은 무엇입니까?',
      hi: 'बचपन के आपके सबसे अच्छे दोस्त का नाम क्या है?',
      vn: 'Tên người bạn thân thời thơ ấu của bạn là gì?',
      ph: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
      pt: 'Qual é o nome do seu melhor amigo de infância?',
      br: 'Qual é o nome do seu melhor amigo de infância?',
      bd: 'ছোটবেলার আপনার সবচেয়ে কাছের বন্ধুর নাম কী?',
      jp: '子どもの頃の親友の名前は何ですか？',
      es: '¿Cómo se llama su mejor amigo de la infancia?',
      mm: 'သင်၏ ငယ်စဉ်က အရင်းနှီးဆုံး သူငယ်ချင်းအမည်မှာ အဘယ်နည်း။',
    },
  },
];

/** Where members heard of the site; brand names are the same in every language. */
const CHANNELS: { code: string; text: Record<string, string> }[] = [
  { code: 'facebook', text: { en: 'Facebook' } },
  {
    code: 'google',
    text: {
      en: 'Google search',
      th: 'ค้นหาใน Google',
      id: 'Pencarian Google',
      my: 'Carian Google',
      zh: 'Google 搜索',
      ko: 'Google 검색',
      hi: 'Google खोज',
      vn: 'Tìm kiếm Google',
      ph: 'Paghahanap sa Google',
      pt: 'Pesquisa no Google',
      br: 'Pesquisa no Google',
      bd: 'Google সার্চ',
      jp: 'Google 検索',
      es: 'Búsqueda en Google',
      mm: 'Google ရှာဖွေမှု',
    },
  },
  { code: 'line', text: { en: 'LINE' } },
  { code: 'tiktok', text: { en: 'TikTok' } },
  { code: 'youtube', text: { en: 'YouTube' } },
  {
    code: 'friend',
    text: {
      en: 'Recommended by a friend',
      th: 'เพื่อนแนะนำ',
      id: 'Rekomendasi teman',
      my: 'Cadangan rakan',
      zh: '朋友推荐',
      ko: '친구 추천',
      hi: 'दोस्त की सिफ़ारिश',
      vn: 'Bạn bè giới thiệu',
      ph: 'Inirekomenda ng kaibigan',
      pt: 'Recomendação de um amigo',
      br: 'Indicação de um amigo',
      bd: 'বন্ধুর সুপারিশ',
      jp: '友人の紹介',
      es: 'Recomendación de un amigo',
      mm: 'သူငယ်ချင်း၏ အကြံပြုချက်',
    },
  },
  {
    code: 'other',
    text: {
      en: 'Other',
      th: 'อื่น ๆ',
      id: 'Lainnya',
      my: 'Lain-lain',
      zh: '其他',
      ko: '기타',
      hi: 'अन्य',
      vn: 'Khác',
      ph: 'Iba pa',
      pt: 'Outro',
      br: 'Outro',
      bd: 'অন্যান্য',
      jp: 'その他',
      es: 'Otro',
      mm: 'အခြား',
    },
  },
];

export async function seedProfile(services: AppServices): Promise<void> {
  const db = services.db;
  const languages = await services.locale.languages();
  const langId = new Map(languages.map((l) => [l.code, l.id]));
  const currency = async (code: string) => {
    const c = await services.locale.currencyByCode(code);
    if (!c) throw new Error(`The locale seeder must run first: currency ${code} is missing`);
    return c.id;
  };
  const [thb, myr, usdt] = [await currency('THB'), await currency('MYR'), await currency('USDT')];

  const bankRows = [
    ...THAI_BANKS.map((b, i) => ({
      seed: b,
      currency_id: thb,
      kind: 'bank',
      order_no: i,
      address_format: null as string | null,
    })),
    ...MALAYSIAN_BANKS.map((b, i) => ({
      seed: b,
      currency_id: myr,
      kind: 'bank',
      order_no: i,
      address_format: null as string | null,
    })),
    ...NETWORKS.map((n, i) => ({
      seed: { ...n, lengths: [] as number[] },
      currency_id: usdt,
      kind: 'crypto',
      order_no: i,
      address_format: n.format as string | null,
    })),
  ];
  const inserted = await db
    .insert(bankCurrencyInformation)
    .values(
      bankRows.map((r) => ({
        currency_id: r.currency_id,
        kind: r.kind,
        code: r.seed.code,
        name: r.seed.name,
        short_name: r.seed.short,
        color: r.seed.color,
        account_lengths: r.seed.lengths,
        address_format: r.address_format,
        order_no: r.order_no,
      })),
    )
    .returning({ id: bankCurrencyInformation.id, code: bankCurrencyInformation.code });
  const bankId = new Map(inserted.map((r) => [r.code, r.id]));
  const bankNames = bankRows.flatMap((r) =>
    Object.entries({ en: r.seed.name, ...r.seed.names })
      .filter(([code]) => langId.has(code))
      .map(([code, name]) => ({
        bank_currency_information_id: bankId.get(r.seed.code)!,
        language_id: langId.get(code)!,
        name,
      })),
  );
  if (bankNames.length) await db.insert(bankCurrencyInformationTranslations).values(bankNames);

  const questions = await db
    .insert(securityQuestions)
    .values(QUESTIONS.map((q, i) => ({ code: q.code, order_no: i })))
    .returning({ id: securityQuestions.id, code: securityQuestions.code });
  const questionTexts = QUESTIONS.flatMap((q) =>
    Object.entries(q.text)
      .filter(([code]) => langId.has(code))
      .map(([code, question]) => ({
        security_question_id: questions.find((r) => r.code === q.code)!.id,
        language_id: langId.get(code)!,
        question,
      })),
  );
  if (questionTexts.length) await db.insert(securityQuestionTranslations).values(questionTexts);

  const channels = await db
    .insert(registerChannels)
    .values(CHANNELS.map((c, i) => ({ code: c.code, order_no: i })))
    .returning({ id: registerChannels.id, code: registerChannels.code });
  const channelNames = CHANNELS.flatMap((c) =>
    Object.entries(c.text)
      .filter(([code]) => langId.has(code))
      .map(([code, name]) => ({
        register_channel_id: channels.find((r) => r.code === c.code)!.id,
        language_id: langId.get(code)!,
        name,
      })),
  );
  if (channelNames.length) await db.insert(registerChannelTranslations).values(channelNames);
  services.profile.invalidate();
}
