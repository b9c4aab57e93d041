import type { AppServices } from '../../../server/services.ts';
import { LOCALES, type Locale } from '../../i18n/config.ts';
import { hash32 } from './games.art.server.ts';
import type { CategoryCode } from './games.schemas.ts';
import {
  gameCategories,
  gameCategoryTranslations,
  gameList,
  gameTags,
  providers,
  tagTranslations,
  tags,
} from './games.table.server.ts';

type Names = Record<Locale, string>;

/** The twelve categories in lobby order, named in every locale. */
const CATEGORIES: [CategoryCode, Names][] = [
  [
    'slot',
    {
      en: 'Slots',
      th: 'สล็อต',
      id: 'Slot',
      my: 'Slot',
      zh: '老虎机',
      ko: '슬롯',
      hi: 'स्लॉट',
      vn: 'Slot',
      ph: 'Slots',
      pt: 'Slots',
      br: 'Caça-níqueis',
      bd: 'স্লট',
      jp: 'スロット',
      es: 'Tragamonedas',
      mm: 'စလော့',
    },
  ],
  [
    'live-casino',
    {
      en: 'Live Casino',
      th: 'คาสิโนสด',
      id: 'Kasino Langsung',
      my: 'Kasino Langsung',
      zh: '真人娱乐场',
      ko: '라이브 카지노',
      hi: 'लाइव कैसीनो',
      vn: 'Sòng bài trực tiếp',
      ph: 'Live Casino',
      pt: 'Casino ao Vivo',
      br: 'Cassino ao Vivo',
      bd: 'লাইভ ক্যাসিনো',
      jp: 'ライブカジノ',
      es: 'Casino en Vivo',
      mm: 'တိုက်ရိုက်ကာစီနို',
    },
  ],
  [
    'sport',
    {
      en: 'Sports',
      th: 'กีฬา',
      id: 'Olahraga',
      my: 'Sukan',
      zh: '体育',
      ko: '스포츠',
      hi: 'खेल',
      vn: 'Thể thao',
      ph: 'Palakasan',
      pt: 'Desporto',
      br: 'Esportes',
      bd: 'খেলাধুলা',
      jp: 'スポーツ',
      es: 'Deportes',
      mm: 'အားကစား',
    },
  ],
  [
    'crash',
    {
      en: 'Crash',
      th: 'แครช',
      id: 'Crash',
      my: 'Crash',
      zh: '爆点游戏',
      ko: '크래시',
      hi: 'क्रैश',
      vn: 'Crash',
      ph: 'Crash',
      pt: 'Crash',
      br: 'Crash',
      bd: 'ক্র্যাশ',
      jp: 'クラッシュ',
      es: 'Crash',
      mm: 'ခရက်ရှ်',
    },
  ],
  [
    'arcade',
    {
      en: 'Arcade',
      th: 'อาร์เคด',
      id: 'Arkade',
      my: 'Arked',
      zh: '街机',
      ko: '아케이드',
      hi: 'आर्केड',
      vn: 'Arcade',
      ph: 'Arcade',
      pt: 'Arcada',
      br: 'Arcade',
      bd: 'আর্কেড',
      jp: 'アーケード',
      es: 'Arcade',
      mm: 'အာကိတ်',
    },
  ],
  [
    'fishing',
    {
      en: 'Fishing',
      th: 'ยิงปลา',
      id: 'Tembak Ikan',
      my: 'Tembak Ikan',
      zh: '捕鱼',
      ko: '피싱',
      hi: 'फिशिंग',
      vn: 'Bắn cá',
      ph: 'Pangingisda',
      pt: 'Pesca',
      br: 'Pescaria',
      bd: 'মাছ ধরা',
      jp: 'フィッシング',
      es: 'Pesca',
      mm: 'ငါးပစ်',
    },
  ],
  [
    'virtual',
    {
      en: 'Virtual Sports',
      th: 'กีฬาเสมือนจริง',
      id: 'Olahraga Virtual',
      my: 'Sukan Maya',
      zh: '虚拟体育',
      ko: '가상 스포츠',
      hi: 'वर्चुअल स्पोर्ट्स',
      vn: 'Thể thao ảo',
      ph: 'Virtual Sports',
      pt: 'Desportos Virtuais',
      br: 'Esportes Virtuais',
      bd: 'ভার্চুয়াল স্পোর্টস',
      jp: 'バーチャルスポーツ',
      es: 'Deportes Virtuales',
      mm: 'ဗာချွယ်အားကစား',
    },
  ],
  [
    'table',
    {
      en: 'Table Games',
      th: 'เกมโต๊ะ',
      id: 'Permainan Meja',
      my: 'Permainan Meja',
      zh: '桌面游戏',
      ko: '테이블 게임',
      hi: 'टेबल गेम्स',
      vn: 'Trò chơi bàn',
      ph: 'Table Games',
      pt: 'Jogos de Mesa',
      br: 'Jogos de Mesa',
      bd: 'টেবিল গেমস',
      jp: 'テーブルゲーム',
      es: 'Juegos de Mesa',
      mm: 'စားပွဲဂိမ်း',
    },
  ],
  [
    'megaways',
    {
      en: 'Megaways',
      th: 'เมกาเวย์',
      id: 'Megaways',
      my: 'Megaways',
      zh: 'Megaways',
      ko: '메가웨이',
      hi: 'मेगावेज़',
      vn: 'Megaways',
      ph: 'Megaways',
      pt: 'Megaways',
      br: 'Megaways',
      bd: 'মেগাওয়েজ',
      jp: 'メガウェイズ',
      es: 'Megaways',
      mm: 'မီဂါဝေး',
    },
  ],
  [
    'jackpot',
    {
      en: 'Jackpot',
      th: 'แจ็คพอต',
      id: 'Jackpot',
      my: 'Jackpot',
      zh: '奖池',
      ko: '잭팟',
      hi: 'जैकपॉट',
      vn: 'Jackpot',
      ph: 'Jackpot',
      pt: 'Jackpot',
      br: 'Jackpot',
      bd: 'জ্যাকপট',
      jp: 'ジャックポット',
      es: 'Bote',
      mm: 'ဂျက်ပေါ့',
    },
  ],
  [
    'lotto',
    {
      en: 'Lotto',
      th: 'หวย',
      id: 'Lotere',
      my: 'Loteri',
      zh: '彩票',
      ko: '로또',
      hi: 'लॉटरी',
      vn: 'Xổ số',
      ph: 'Loterya',
      pt: 'Lotaria',
      br: 'Loteria',
      bd: 'লটারি',
      jp: 'ロト',
      es: 'Lotería',
      mm: 'ထီ',
    },
  ],
  [
    'cash-drop',
    {
      en: 'Cash Drop',
      th: 'แคชดรอป',
      id: 'Cash Drop',
      my: 'Cash Drop',
      zh: '现金掉落',
      ko: '캐시 드롭',
      hi: 'कैश ड्रॉप',
      vn: 'Cash Drop',
      ph: 'Cash Drop',
      pt: 'Cash Drop',
      br: 'Cash Drop',
      bd: 'ক্যাশ ড্রপ',
      jp: 'キャッシュドロップ',
      es: 'Cash Drop',
      mm: 'ငွေကျ',
    },
  ],
];

const CATEGORY_NAMES = Object.fromEntries(CATEGORIES) as Record<CategoryCode, Names>;

/** [code, type, names]; order_no follows this list. The spec's ten tags. */
const TAGS: [string, 'all' | 'new' | 'hot' | 'demo' | 'history' | 'group', Names][] = [
  [
    'all',
    'all',
    {
      en: 'All',
      th: 'ทั้งหมด',
      id: 'Semua',
      my: 'Semua',
      zh: '全部',
      ko: '전체',
      hi: 'सभी',
      vn: 'Tất cả',
      ph: 'Lahat',
      pt: 'Todos',
      br: 'Todos',
      bd: 'সব',
      jp: 'すべて',
      es: 'Todos',
      mm: 'အားလုံး',
    },
  ],
  [
    'new',
    'new',
    {
      en: 'New',
      th: 'ใหม่',
      id: 'Baru',
      my: 'Baharu',
      zh: '最新',
      ko: '신규',
      hi: 'नए',
      vn: 'Mới',
      ph: 'Bago',
      pt: 'Novos',
      br: 'Novos',
      bd: 'নতুন',
      jp: '新着',
      es: 'Nuevos',
      mm: 'အသစ်',
    },
  ],
  [
    'popular',
    'hot',
    {
      en: 'Popular',
      th: 'ยอดนิยม',
      id: 'Populer',
      my: 'Popular',
      zh: '热门',
      ko: '인기',
      hi: 'लोकप्रिय',
      vn: 'Phổ biến',
      ph: 'Sikat',
      pt: 'Populares',
      br: 'Populares',
      bd: 'জনপ্রিয়',
      jp: '人気',
      es: 'Populares',
      mm: 'လူကြိုက်များ',
    },
  ],
  [
    'jackpots',
    'group',
    {
      en: 'Jackpots',
      th: 'แจ็คพอต',
      id: 'Jackpot',
      my: 'Jackpot',
      zh: '奖池游戏',
      ko: '잭팟',
      hi: 'जैकपॉट',
      vn: 'Jackpot',
      ph: 'Jackpots',
      pt: 'Jackpots',
      br: 'Jackpots',
      bd: 'জ্যাকপট',
      jp: 'ジャックポット',
      es: 'Botes',
      mm: 'ဂျက်ပေါ့များ',
    },
  ],
  ['megaways', 'group', CATEGORY_NAMES.megaways],
  ['table-games', 'group', CATEGORY_NAMES.table],
  ['cash-drop', 'group', CATEGORY_NAMES['cash-drop']],
  [
    'demo',
    'demo',
    {
      en: 'Demo',
      th: 'ทดลองเล่น',
      id: 'Demo',
      my: 'Demo',
      zh: '试玩',
      ko: '데모',
      hi: 'डेमो',
      vn: 'Chơi thử',
      ph: 'Demo',
      pt: 'Demo',
      br: 'Demo',
      bd: 'ডেমো',
      jp: 'デモ',
      es: 'Demo',
      mm: 'အစမ်းကစား',
    },
  ],
  [
    'christmas',
    'group',
    {
      en: 'Christmas Games',
      th: 'เกมคริสต์มาส',
      id: 'Game Natal',
      my: 'Permainan Krismas',
      zh: '圣诞游戏',
      ko: '크리스마스 게임',
      hi: 'क्रिसमस गेम्स',
      vn: 'Trò chơi Giáng sinh',
      ph: 'Pamaskong Laro',
      pt: 'Jogos de Natal',
      br: 'Jogos de Natal',
      bd: 'ক্রিসমাস গেমস',
      jp: 'クリスマスゲーム',
      es: 'Juegos de Navidad',
      mm: 'ခရစ္စမတ်ဂိမ်းများ',
    },
  ],
  [
    'history',
    'history',
    {
      en: 'History',
      th: 'ประวัติ',
      id: 'Riwayat',
      my: 'Sejarah',
      zh: '历史记录',
      ko: '기록',
      hi: 'इतिहास',
      vn: 'Lịch sử',
      ph: 'Kasaysayan',
      pt: 'Histórico',
      br: 'Histórico',
      bd: 'ইতিহাস',
      jp: '履歴',
      es: 'Historial',
      mm: 'မှတ်တမ်း',
    },
  ],
];

interface ProviderSeed {
  code: string;
  name: string;
  use_iframe: boolean;
  is_freespin: boolean;
  /** How many games the provider has in each category. */
  games: Partial<Record<CategoryCode, number>>;
}

/** Invented studios. The built-in demo provider hosts the two games that can really be played. */
const PROVIDERS: ProviderSeed[] = [
  {
    code: 'lanternfox',
    name: 'Lantern Fox Gaming',
    use_iframe: false,
    is_freespin: true,
    games: { slot: 30, megaways: 6, jackpot: 4, 'cash-drop': 4 },
  },
  {
    code: 'jadepeak',
    name: 'Jade Peak Studios',
    use_iframe: true,
    is_freespin: true,
    games: { slot: 28, fishing: 8, arcade: 6 },
  },
  {
    code: 'velvetcrown',
    name: 'Velvet Crown Live',
    use_iframe: false,
    is_freespin: false,
    games: { 'live-casino': 22, table: 10 },
  },
  {
    code: 'orbitron',
    name: 'Orbitron Games',
    use_iframe: true,
    is_freespin: false,
    games: { crash: 8, arcade: 8, virtual: 6 },
  },
  {
    code: 'tidewave',
    name: 'Tidewave Interactive',
    use_iframe: false,
    is_freespin: true,
    games: { fishing: 10, slot: 16, arcade: 4 },
  },
  {
    code: 'goldgrove',
    name: 'Goldgrove Gaming',
    use_iframe: false,
    is_freespin: true,
    games: { slot: 24, jackpot: 8, megaways: 8, 'cash-drop': 4 },
  },
  {
    code: 'nightowl',
    name: 'Night Owl Live',
    use_iframe: true,
    is_freespin: false,
    games: { 'live-casino': 18, table: 6, lotto: 4 },
  },
  {
    code: 'kickline',
    name: 'Kickline Sports',
    use_iframe: true,
    is_freespin: false,
    games: { sport: 14, virtual: 10 },
  },
  {
    code: 'luckyloom',
    name: 'Lucky Loom',
    use_iframe: false,
    is_freespin: false,
    games: { lotto: 10, slot: 14, 'cash-drop': 6 },
  },
  {
    code: 'stormpixel',
    name: 'Storm Pixel',
    use_iframe: true,
    is_freespin: false,
    games: { arcade: 8, crash: 6, slot: 12 },
  },
  {
    code: 'amberreel',
    name: 'Amber Reel',
    use_iframe: false,
    is_freespin: true,
    games: { slot: 20, megaways: 10, jackpot: 6 },
  },
];

export const DEMO_PROVIDER = { code: 'demo', name: 'Demo Studio' };
export const DEMO_GAMES = [
  { game_code: 'demo-slot', name: 'Fortune Five', category: 'slot' as const, rtp: 96, engine: 'slot' },
  { game_code: 'demo-crash', name: 'Rocket Rise', category: 'crash' as const, rtp: 97, engine: 'crash' },
];

/**
 * The demo game server's engine for a game of the catalogue, from its category and name: a '…Roulette…' table
 * spins the roulette wheel, a live-casino game sits at the live table of its kind, lotto draws keno, and so on.
 * Null when no engine plays it (such a game is not seeded).
 */
export function engineFor(category: CategoryCode, name: string): string | null {
  const n = name.toLowerCase();
  const table = n.includes('roulette')
    ? 'roulette'
    : n.includes('blackjack')
      ? 'blackjack'
      : n.includes('baccarat')
        ? 'baccarat'
        : null;
  switch (category) {
    case 'slot':
    case 'cash-drop':
      return 'slot';
    case 'crash':
      return 'crash';
    case 'megaways':
      return 'megaways';
    case 'jackpot':
      return 'jackpot';
    case 'lotto':
      return 'keno';
    case 'fishing':
      return 'shooter';
    case 'virtual':
    case 'sport':
      return 'race';
    case 'arcade':
      return n.includes('mines') ? 'mines' : n.includes('keno') ? 'keno' : null;
    case 'table':
      return table;
    case 'live-casino':
      return table ? `live-${table}` : null;
  }
  return null;
}

const SLOT_ADJ = [
  'Golden',
  'Mystic',
  'Lucky',
  'Wild',
  'Royal',
  'Jade',
  'Crimson',
  'Neon',
  'Sacred',
  'Lost',
  'Thunder',
  'Frozen',
  'Blazing',
  'Emerald',
  'Midnight',
  'Silver',
  'Sunny',
  'Enchanted',
  'Cosmic',
  'Ancient',
  'Hidden',
  'Mighty',
  'Electric',
  'Velvet',
  'Sugar',
  'Jungle',
  'Imperial',
  'Starlit',
];
const SLOT_NOUN = [
  'Dragon',
  'Panda',
  'Koi',
  'Pharaoh',
  'Temple',
  'Lotus',
  'Empire',
  'Treasures',
  'Gems',
  'Fruits',
  'Riches',
  'Pearls',
  'Coins',
  'Lanterns',
  'Warriors',
  'Wolves',
  'Safari',
  'Pyramids',
  'Oasis',
  'Samurai',
  'Buffalo',
  'Crystals',
  'Monkeys',
  'Tigers',
  'Bells',
  'Vikings',
  'Pirates',
  'Mermaid',
  'Garden',
  'Festival',
  'Phoenix',
  'Elephants',
];
const SLOT_SUFFIX = [
  'Deluxe',
  'Rising',
  'Quest',
  'Link',
  'Legends',
  'Fortune',
  'Gold',
  'Rush',
  'Reels',
  'Blitz',
  'Strike',
  'Spins',
  'Kingdom',
  'Hold & Win',
];
const CHRISTMAS = [
  "Santa's Workshop",
  'Jingle Reels',
  'Snowy Presents',
  'Frosty Fortune',
  'Reindeer Rush',
  'Winter Wonder Wins',
  'Merry Gifts',
  'Elf Factory',
  'Candy Cane Spins',
  'Silent Night Gold',
  'Gingerbread Bash',
  'Holly Jolly Bells',
];

const NAMES: Record<CategoryCode, (pick: <T>(list: T[]) => T) => string> = {
  slot: (pick) =>
    pick([0, 1, 2]) === 0
      ? `${pick(SLOT_NOUN)} of ${pick(['the Nile', 'the East', 'Olympus', 'Atlantis', 'the Jungle', 'Siam', 'the Sun', 'the Moon', 'Fortune'])}`
      : `${pick(SLOT_ADJ)} ${pick(SLOT_NOUN)}${pick([0, 1]) ? ` ${pick(SLOT_SUFFIX)}` : ''}`,
  'live-casino': (pick) =>
    `${pick(['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Speed Roulette', 'Auto Roulette', 'Immersive Roulette', 'Infinite Blackjack', 'Speed Blackjack', 'Baccarat Squeeze', 'Lightning Baccarat', 'Power Blackjack'])} ${pick(['VIP', 'Classic', 'Gold', 'Salon', 'No Commission', 'Diamond', 'Emerald', 'Ruby', 'Sapphire', 'Prestige', 'Lounge', 'Platinum', 'Royal'])}`,
  sport: (pick) =>
    `${pick(['Horse Racing', 'Greyhound Racing', 'Derby', 'Harness Racing', 'Sprint Dogs', 'Turf Racing', 'Royal Ascot', 'Jockey Club'])} ${pick(['Live', 'Pro', 'Arena', 'Cup', 'Classic', 'Grand Prix', 'Night', 'Stakes'])}`,
  crash: (pick) =>
    `${pick(['Rocket', 'Comet', 'Balloon', 'Meteor', 'Moon', 'Sky', 'Turbo', 'Zeppelin', 'Star', 'Hyper', 'Orbit', 'Pilot'])} ${pick(['Rush', 'Ride', 'Climb', 'Blast', 'Dash', 'Flight', 'Boost', 'Run', 'Lift'])}`,
  arcade: (pick) =>
    `${pick(['Pixel', 'Neon', 'Retro', 'Turbo', 'Candy', 'Mega', 'Cosmic', 'Jungle', 'Puzzle', 'Bubble', 'Lucky', 'Crystal', 'Gold Rush', 'Diamond'])} ${pick(['Mines', 'Keno', 'Mines X', 'Keno Blast', 'Mines Deluxe'])}`,
  fishing: (pick) =>
    `${pick(['Ocean', 'Deep Sea', 'Golden', 'Dragon', 'Mermaid', 'Shark', 'Coral', 'Koi', 'Thunder', 'Lucky', 'Abyss', 'Reef'])} ${pick(['Hunter', 'King', 'Catch', 'Legend', 'Royale', 'Fury', 'Treasure', 'Party', 'Blaster'])}`,
  virtual: (pick) =>
    `${pick(['Virtual', 'Turbo', 'Instant', 'Rapid'])} ${pick(['Horse Racing', 'Greyhounds', 'Derby', 'Speedway', 'Racing League', 'Dog Track', 'Grand National', 'Harness Cup'])}`,
  table: (pick) =>
    `${pick(['Classic', 'European', 'Multi-Hand', 'Premium', 'Atlantic', 'Vegas', 'Royal', 'High Limit', 'Zero', 'Grand', 'Golden'])} ${pick(['Blackjack', 'Roulette', 'Baccarat'])}`,
  megaways: (pick) => `${pick(SLOT_ADJ)} ${pick(SLOT_NOUN)} Megaways`,
  jackpot: (pick) =>
    `${pick(['Grand', 'Mega', 'Imperial', 'Diamond', 'Golden', 'Royal', 'Lucky', 'Fortune'])} ${pick(SLOT_NOUN)} Jackpot`,
  lotto: (pick) =>
    `${pick(['Thai', 'Lao', 'Hanoi', 'Lucky', 'Daily', 'Mega', 'Super', 'Power', 'Quick', 'Evening', 'Royal'])} ${pick(['Lotto', 'Lottery', 'Draw', 'Pick 3', 'Pick 4', 'Balls', '6/45', 'Numbers'])}`,
  'cash-drop': (pick) => `${pick(SLOT_ADJ)} ${pick(SLOT_NOUN)} Cash Drop`,
};

/** The stated return to player of each engine (the demo provider's simulation tests confirm them). */
const ENGINE_RTP: Record<string, number> = {
  slot: 96.02,
  crash: 97,
  roulette: 97.3,
  'live-roulette': 97.3,
  blackjack: 99.03,
  'live-blackjack': 99.03,
  baccarat: 98.94,
  'live-baccarat': 98.94,
  keno: 95,
  mines: 97,
  race: 95,
  shooter: 96,
  megaways: 95.96,
  jackpot: 97.02,
};

function seededPick(seed: string) {
  let state = hash32(seed);
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    state ^= state >>> 13;
    return (state >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: T[]): T => list[Math.floor(next() * list.length)] };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const DAY = 24 * 60 * 60 * 1000;

export async function seedGames(services: AppServices): Promise<void> {
  const db = services.db;
  const now = Date.now();

  const languageIds = new Map<Locale, number>();
  for (const locale of LOCALES) {
    const id = await services.games.languageId(locale);
    if (id !== null) languageIds.set(locale, id);
  }
  const translations = (names: Names) =>
    [...languageIds].map(([locale, language_id]) => ({ language_id, name: names[locale] }));

  const categoryRows = await db
    .insert(gameCategories)
    .values(CATEGORIES.map(([code, names], i) => ({ code, name: names.en, order_no: i + 1 })))
    .returning({ id: gameCategories.id, code: gameCategories.code });
  const categoryId = new Map(categoryRows.map((c) => [c.code as CategoryCode, c.id]));
  await db
    .insert(gameCategoryTranslations)
    .values(
      CATEGORIES.flatMap(([code, names]) =>
        translations(names).map((t) => ({ ...t, game_category_id: categoryId.get(code)! })),
      ),
    );

  const tagRows = await db
    .insert(tags)
    .values(TAGS.map(([code, type, names], i) => ({ code, type, name: names.en, order_no: i + 1 })))
    .returning({ id: tags.id, code: tags.code });
  const tagId = new Map(tagRows.map((t) => [t.code, t.id]));
  await db
    .insert(tagTranslations)
    .values(TAGS.flatMap(([code, , names]) => translations(names).map((t) => ({ ...t, tag_id: tagId.get(code)! }))));

  const providerRows = await db
    .insert(providers)
    .values([
      {
        code: DEMO_PROVIDER.code,
        name: DEMO_PROVIDER.name,
        use_iframe: true,
        is_demo: true,
        is_freespin: true,
        order_no: 1,
      },
      ...PROVIDERS.map((p, i) => ({
        code: p.code,
        name: p.name,
        use_iframe: p.use_iframe,
        is_demo: false,
        is_freespin: p.is_freespin,
        order_no: i + 2,
      })),
    ])
    .returning({ id: providers.id, code: providers.code });
  const providerId = new Map(providerRows.map((p) => [p.code, p.id]));

  type GameSeed = typeof gameList.$inferInsert & { tagCodes: string[] };
  const games: GameSeed[] = DEMO_GAMES.map((g, i) => ({
    game_code: g.game_code,
    provider_id: providerId.get(DEMO_PROVIDER.code)!,
    game_category_id: categoryId.get(g.category)!,
    name: g.name,
    is_new: true,
    is_hot: true,
    is_highlight: true,
    is_demo: true,
    rtp: g.rtp,
    order_no: i + 1,
    created_at: new Date(now - (i + 2) * DAY),
    engine: g.engine,
    tagCodes: [],
  }));

  const usedNames = new Set(games.map((g) => g.name));
  let christmasLeft = [...CHRISTMAS];
  for (const p of PROVIDERS) {
    for (const [category, howMany] of Object.entries(p.games) as [CategoryCode, number][]) {
      for (let i = 0; i < howMany; i++) {
        const { next, pick } = seededPick(`${p.code}|${category}|${i}`);
        let name = '';
        const christmas = category === 'slot' && i % 9 === 4 && christmasLeft.length > 0;
        if (christmas) {
          name = christmasLeft[0];
          christmasLeft = christmasLeft.slice(1);
        } else {
          for (let attempt = 0; attempt < 50 && (!name || usedNames.has(name)); attempt++) name = NAMES[category](pick);
          if (usedNames.has(name)) name = `${name} ${i + 2}`;
        }
        const engine = engineFor(category, name);
        if (!engine) continue;
        usedNames.add(name);
        const roll = next();
        const isNew = next() < 0.12;
        const tagCodes: string[] = [];
        if (christmas) tagCodes.push('christmas');
        if (category === 'jackpot' || (category === 'slot' && /Fortune|Riches|Gold/.test(name)))
          tagCodes.push('jackpots');
        if (category === 'megaways') tagCodes.push('megaways');
        if (category === 'cash-drop') tagCodes.push('cash-drop');
        if (category === 'table' || (category === 'live-casino' && /Baccarat|Roulette|Blackjack|Poker/.test(name)))
          tagCodes.push('table-games');
        games.push({
          game_code: `${p.code}-${slug(name)}`.slice(0, 64),
          provider_id: providerId.get(p.code)!,
          game_category_id: categoryId.get(category)!,
          name,
          is_new: isNew,
          is_hot: roll < 0.14,
          is_highlight: roll > 0.91,
          is_demo: false,
          rtp: ENGINE_RTP[engine] ?? null,
          // Popular games first: the hot ones lead each list, the rest follow in a stable shuffled order.
          order_no: (roll < 0.14 ? 0 : 1000) + Math.floor(next() * 1000),
          created_at: new Date(now - (isNew ? 3 + Math.floor(next() * 25) : 45 + Math.floor(next() * 700)) * DAY),
          engine,
          tagCodes,
        });
      }
    }
  }
  games
    .slice(DEMO_GAMES.length)
    .sort((a, b) => a.order_no! - b.order_no! || a.game_code.localeCompare(b.game_code))
    .forEach((g, i) => {
      g.order_no = DEMO_GAMES.length + i + 1;
    });

  const inserted = await db
    .insert(gameList)
    .values(games.map(({ tagCodes: _tags, ...g }) => g))
    .returning({ id: gameList.id, game_code: gameList.game_code });
  const gameId = new Map(inserted.map((g) => [g.game_code, g.id]));
  const links = games.flatMap((g) =>
    g.tagCodes.map((code, i) => ({ game_id: gameId.get(g.game_code)!, tag_id: tagId.get(code)!, order_no: i })),
  );
  if (links.length) await db.insert(gameTags).values(links);
}
