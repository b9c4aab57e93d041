import type { AppServices } from '../../../server/services.ts';
import { DEMO_USERNAME } from '../auth/auth.schemas.ts';

/** The demo member's id, found among the members (null when there is none). */
async function demoMemberId(services: AppServices): Promise<number | null> {
  let after = 0;
  for (;;) {
    // usernames() answers at most 100 ids at a time.
    const page = await services.auth.memberPage(after, 100);
    if (!page.length) return null;
    const names = await services.auth.usernames(page.map((m) => m.id));
    for (const [id, name] of names) if (name === DEMO_USERNAME) return id;
    after = page[page.length - 1].id;
  }
}

/**
 * The demo member's messages (docs/memos.md), written through the memos service as the operator and the site write
 * them: a welcome from the staff with formatted HTML (its script is removed on the way in), an unread reward memo
 * that opens as a pop-up, an automatic deposit memo, and a question the member wrote with the staff's answer.
 */
export async function seedMemos(services: AppServices): Promise<void> {
  const memberId = await demoMemberId(services);
  if (memberId === null) return;
  const memos = services.memos;
  await memos.opsSend({
    member_id: memberId,
    category: 'member',
    title: 'Welcome to the club',
    html:
      '<p>Hello and welcome! Here is what you can do:</p><ul><li><b>Deposit</b> by bank transfer or QR</li>' +
      '<li>Join <em>quests</em> and collect points</li></ul>' +
      '<p>Questions? Answer this message or read the <a href="https://example.com/help">help pages</a>.</p>' +
      '<script>alert("removed")</script>',
    is_modal: false,
    allow_reply: true,
  });
  const question = await memos.write(memberId, {
    title: 'When is cashback paid?',
    category: 'promotion',
    message: 'Hi, when is the daily cashback credited?',
  });
  await memos.opsReply(question.id, {
    html: '<p>Cashback for each day is credited the next morning. You can move it to your main wallet from the <b>cashback</b> page.</p>',
  });
  await memos.send({
    memberId,
    kind: 'deposit_credited',
    key: 'seed:deposit',
    params: { amount: { minor: 50_000, currency: 'THB' } },
  });
  await memos.opsSend({
    member_id: memberId,
    category: 'promotion',
    title: 'Your weekend reward is ready',
    html: '<p>Thank you for playing with us this week. <strong>200 bonus points</strong> are waiting for you in the rewards shop.</p>',
    is_modal: true,
    allow_reply: false,
  });
}
