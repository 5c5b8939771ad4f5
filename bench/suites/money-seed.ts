import Database from "better-sqlite3";

// A large, realistic ledger written straight into the server's SQLite file (a million API calls
// would take an hour): 10 accounts, 10 parent + 50 child categories, 2,000 payees with a popular
// few (the supermarket every week, a plumber once), 50 tags on about a fifth of transactions,
// spread over 15 years. Descriptions are as in bank statements: most repeat one of their payee's
// few descriptors ("PAYEE 12 STORE 2"), and a share (card purchases with a reference number,
// "PAYEE 12 #345678") are unique. MONEY_UNIQUE_DESCRIPTIONS sets that share: 1 (every description
// unique) is the search's worst case, the index holding one string per row.

export const SEED = {
  transactions: 1_000_000,
  accounts: 10,
  payees: 2_000,
  tags: 50,
  years: 15,
  uniqueDescriptions: Number(process.env.MONEY_UNIQUE_DESCRIPTIONS ?? 0.3),
};

export type SeededIds = { accounts: number[]; parents: number[]; children: number[]; tags: number[] };

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function seedLedger(file: string, username: string): SeededIds {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  const next = random(42);
  // Its own sequence, so that the share of unique descriptions changes nothing else.
  const nextDescription = random(7);
  const { id: userId } = db.prepare("SELECT id FROM users WHERE username = ?").get(username) as { id: number };
  const now = new Date().toISOString();
  const ids: SeededIds = { accounts: [], parents: [], children: [], tags: [] };
  const payees: { id: number; category: number; account: number }[] = [];

  db.transaction(() => {
    const account = db.prepare("INSERT INTO money_accounts (user_id, name, created_at) VALUES (?, ?, ?)");
    for (let i = 0; i < SEED.accounts; i++) {
      ids.accounts.push(Number(account.run(userId, `Account ${i + 1}`, now).lastInsertRowid));
    }
    const category = db.prepare(
      "INSERT INTO money_categories (user_id, name, is_parent, is_included, parent_category_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    );
    for (let p = 0; p < 10; p++) {
      const parent = Number(category.run(userId, `Group ${p + 1}`, 1, 1, null, now).lastInsertRowid);
      ids.parents.push(parent);
      for (let c = 0; c < 5; c++) {
        // One child in ten (transfers and the like) stays out of the summary.
        const included = (p * 5 + c) % 10 === 9 ? 0 : 1;
        ids.children.push(
          Number(category.run(userId, `Category ${p + 1}.${c + 1}`, 0, included, parent, now).lastInsertRowid),
        );
      }
    }
    const payee = db.prepare(
      "INSERT INTO money_payees (user_id, name, default_category_id, created_at) VALUES (?, ?, ?, ?)",
    );
    for (let i = 0; i < SEED.payees; i++) {
      const defaultCategory = ids.children[Math.floor(next() * ids.children.length)] as number;
      const id = Number(payee.run(userId, `Payee ${i + 1}`, defaultCategory, now).lastInsertRowid);
      payees.push({
        id,
        category: defaultCategory,
        account: ids.accounts[Math.floor(next() * SEED.accounts)] as number,
      });
    }
    const tag = db.prepare("INSERT INTO money_tags (user_id, name) VALUES (?, ?)");
    for (let i = 0; i < SEED.tags; i++) ids.tags.push(Number(tag.run(userId, `Tag ${i + 1}`).lastInsertRowid));

    const transaction = db.prepare(
      "INSERT INTO money_transactions (user_id, account_id, payee_id, category_id, transaction_date, amount, original_description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const tagLink = db.prepare("INSERT INTO money_transaction_tags (transaction_id, tag_id) VALUES (?, ?)");
    const start = Date.now() - SEED.years * 365.25 * 86_400_000;
    for (let i = 0; i < SEED.transactions; i++) {
      // Popularity falls off steeply: a cube skews most transactions to the first payees.
      const p = payees[Math.floor(next() ** 3 * SEED.payees)] as (typeof payees)[number];
      const account = next() < 0.9 ? p.account : (ids.accounts[Math.floor(next() * SEED.accounts)] as number);
      const category = next() < 0.95 ? p.category : (ids.children[Math.floor(next() * ids.children.length)] as number);
      const date = new Date(start + next() * SEED.years * 365.25 * 86_400_000).toISOString().slice(0, 10);
      const cents = (next() < 0.15 ? 1 : -1) * (100 + Math.floor(next() * 30_000));
      const unique = nextDescription() < SEED.uniqueDescriptions;
      const description = unique ? `PAYEE ${p.id} #${i}` : `PAYEE ${p.id} STORE ${Math.floor(nextDescription() * 3)}`;
      const id = Number(
        transaction.run(userId, account, p.id, category, date, cents, description, now).lastInsertRowid,
      );
      if (next() < 0.2) {
        const first = ids.tags[Math.floor(next() * SEED.tags)] as number;
        tagLink.run(id, first);
        const second = ids.tags[Math.floor(next() * SEED.tags)] as number;
        if (next() < 0.3 && second !== first) tagLink.run(id, second);
      }
    }
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.exec("ANALYZE");
  db.close();
  return ids;
}
