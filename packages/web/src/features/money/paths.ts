// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Money paths without pulling any money code into the first load. Spec §2 routes.
export const MONEY_HOME_PATH = "/money/";

export const moneyPaths = {
  home: MONEY_HOME_PATH,
  categories: "/money/category/",
  accounts: "/money/account/",
  reports: "/money/reports/",
  account: (id: number) => `/money/account/${id}/`,
  payee: (id: number) => `/money/payee/${id}/`,
  similarPayees: "/money/payee/similar/",
  rules: "/money/rules/",
  transaction: (id: number) => `/money/transaction/${id}/`,
  /** The transactions page filtered to one account ("View transactions"). */
  accountTransactions: (id: number) => `/money/?account=${id}`,
};
