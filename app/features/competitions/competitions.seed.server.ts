import type { AppServices } from '../../../server/services.ts';
import type { CompetitionPrize } from './competitions.schemas.ts';
import { competitionEntries } from './competitions.table.server.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Demo players of the leaderboards (members who can log in with Player1234). */
const PLAYERS = [
  'luckytiger88',
  'goldenkoi',
  'spinqueen',
  'jackpotjoe',
  'reelmaster',
  'nightowl77',
  'siamsprinter',
  'dragonfly9',
  'ruby2026',
  'bigwinbee',
  'chaiyo99',
  'slotsensei',
  'moonrider',
  'pandaluck',
  'riverking',
  'neonfox',
  'kittyspin',
  'thunderbet',
  'orchidace',
  'tuktukpro',
  'maxmulti',
  'coinstorm',
  'silkroad8',
  'elephant5',
];

const prizes = (list: [number, 'money' | 'points'][]): CompetitionPrize[] =>
  list.map(([amount, type], i) => ({ rank: i + 1, type, amount }));

/**
 * Three competitions in baht: one running (slots turnover, 20 demo players with scores and a few who joined and have
 * not played yet, the vip member among them), one starting tomorrow (best win multiplier) and one that ended
 * yesterday (net win), whose prizes the end job pays at seeding through the ledger and the points service; it has
 * more prizes than players, so the last ranks stay with the house. The demo member won its second prize.
 */
export async function seedCompetitions(services: AppServices): Promise<void> {
  const c = services.competitions;
  const thb = await services.locale.currencyByCode('THB');
  if (!thb) return;
  const ids: number[] = [];
  for (const username of PLAYERS) {
    const user = await services.auth.createUser({ username, password: 'Player1234', currency_id: thb.id });
    ids.push(user.id);
  }
  const now = Date.now();

  const ongoing = await c.opsCreate({
    texts: {
      en: {
        name: 'Slot Sprint: ฿50,000 Turnover Race',
        summary: 'Spin any slot and climb the board: the biggest turnover takes the top prize.',
        rules:
          'Every stake you place on a slot game after joining counts toward your score when its round settles.\n' +
          'Scores update live as bets settle. Prizes are paid to your main wallet (or as points) when the race ends.',
      },
      th: {
        name: 'สล็อตสปรินต์: แข่งยอดเทิร์น ฿50,000',
        summary: 'หมุนสล็อตเกมไหนก็ได้ แล้วไต่อันดับ ยอดเทิร์นโอเวอร์สูงสุดรับรางวัลใหญ่',
        rules:
          'ทุกยอดเดิมพันในเกมสล็อตหลังจากเข้าร่วมจะนับเป็นคะแนนเมื่อรอบนั้นจบ\n' +
          'คะแนนอัปเดตสดเมื่อเดิมพันจบ รางวัลจะเข้ากระเป๋าหลัก (หรือเป็นพอยต์) เมื่อการแข่งขันจบ',
      },
    },
    calc_type: 'turnover',
    min_stake: 0,
    currency: 'THB',
    eligible_categories: ['slot'],
    eligible_games: ['demo-slot'],
    prizes: prizes([
      [2_000_000, 'money'],
      [1_000_000, 'money'],
      [500_000, 'money'],
      [300_000, 'money'],
      [200_000, 'money'],
      [5_000, 'points'],
      [4_000, 'points'],
      [3_000, 'points'],
      [2_000, 'points'],
      [1_000, 'points'],
    ]),
    theme: 'gold',
    starts_at: new Date(now - DAY).toISOString(),
    ends_at: new Date(now + 3 * DAY).toISOString(),
  });
  // Demo scores: the players' slot turnover so far (baht 50 … 18,000), reached over the last day.
  await services.db.insert(competitionEntries).values(
    ids.slice(0, 20).map((memberId, i) => {
      const turnover = Math.round(1_800_000 / (1 + i * 0.45)) - (i % 3) * 1_000;
      return {
        competition_id: ongoing.id,
        member_id: memberId,
        score: turnover,
        stake: turnover,
        win: Math.round(turnover * 0.94),
        rounds: 20 + ((i * 37) % 140),
        joined_at: new Date(now - DAY + i * 600_000),
        reached_at: new Date(now - 2 * HOUR + i * 120_000),
      };
    }),
  );
  // The demo accounts by name (the first members created).
  const named = await services.auth.usernames(Array.from({ length: 60 }, (_, i) => i + 1));
  const idOf = (name: string) => [...named].find(([, n]) => n === name)?.[0] ?? null;
  const demo = idOf('demo');
  const vip = idOf('vip');
  // Joined and not played yet: the vip member and the last demo players (they rank by when they joined).
  for (const memberId of [...(vip ? [vip] : []), ...ids.slice(20)]) {
    await c.join(memberId, ongoing.id);
  }

  await c.opsCreate({
    texts: {
      en: {
        name: 'Multiplier Madness',
        summary: 'One lucky spin is all it takes: the best win multiplier wins.',
        rules: 'Your score is your best single win divided by its stake, on any game, from a stake of ฿1.',
      },
      th: {
        name: 'มหกรรมตัวคูณ',
        summary: 'หมุนโชคดีครั้งเดียวก็พอ ตัวคูณชนะสูงสุดคว้ารางวัล',
        rules: 'คะแนนของคุณคือยอดชนะครั้งเดียวที่ดีที่สุดหารด้วยยอดเดิมพัน ทุกเกม เดิมพันขั้นต่ำ ฿1',
      },
    },
    calc_type: 'win_multiplier',
    min_stake: 100,
    currency: 'THB',
    eligible_categories: [],
    eligible_games: [],
    prizes: prizes([
      [1_000_000, 'money'],
      [500_000, 'money'],
      [250_000, 'money'],
      [10_000, 'points'],
      [5_000, 'points'],
    ]),
    theme: 'violet',
    starts_at: new Date(now + DAY).toISOString(),
    ends_at: new Date(now + 4 * DAY).toISOString(),
  });

  const ended = await c.opsCreate({
    texts: {
      en: {
        name: 'Crash Kings Weekly',
        summary: 'The week’s biggest net winners on crash games.',
        rules: 'Your score is your wins minus your stakes on crash games while the competition ran.',
      },
      th: {
        name: 'ราชาเกมแครชประจำสัปดาห์',
        summary: 'ผู้ชนะสุทธิสูงสุดของสัปดาห์ในเกมแครช',
        rules: 'คะแนนของคุณคือยอดชนะลบยอดเดิมพันในเกมแครชระหว่างการแข่งขัน',
      },
    },
    calc_type: 'win_loss',
    min_stake: 0,
    currency: 'THB',
    eligible_categories: ['crash'],
    eligible_games: [],
    prizes: prizes([
      [1_500_000, 'money'],
      [800_000, 'money'],
      [400_000, 'money'],
      [8_000, 'points'],
      [6_000, 'points'],
      [4_000, 'points'],
      [2_000, 'points'],
      [1_000, 'points'],
      [500, 'points'],
      [500, 'points'],
    ]),
    theme: 'ruby',
    starts_at: new Date(now - 8 * DAY).toISOString(),
    ends_at: new Date(now - DAY).toISOString(),
  });
  const field = [...ids.slice(0, 6), ...(demo ? [demo] : [])];
  const scores = [2_450_000, 1_320_000, 904_500, 511_000, 388_000, -120_000, 1_710_000];
  await services.db.insert(competitionEntries).values(
    field.map((memberId, i) => ({
      competition_id: ended.id,
      member_id: memberId,
      score: scores[i]!,
      stake: 5_000_000 - i * 400_000,
      win: 5_000_000 - i * 400_000 + scores[i]!,
      rounds: 40 + i * 11,
      joined_at: new Date(now - 8 * DAY + i * HOUR),
      reached_at: new Date(now - 2 * DAY - i * HOUR),
    })),
  );
  // The end job pays it now, as it would have yesterday.
  await c.settle(ended.id);
}
