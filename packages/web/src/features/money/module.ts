import { mdiCashMultiple } from "@mdi/js";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { MONEY_HOME_PATH } from "./paths";

const handle = (value: RouteHandle) => value;

/** Issues 3 and 4: the Money module's menu entry and its seven screens (spec §2 Money). */
export const moneyModule: AppModule = {
  key: "money",
  label: "Money",
  path: MONEY_HOME_PATH,
  icon: mdiCashMultiple,
  routes: [
    {
      path: "money",
      // Its tabs' row is kept while their code loads, so the page does not move down (issue 28).
      handle: handle({ tabsRow: true }),
      children: [
        {
          // The tabs come with the lazy chunk so no money code rides in the first load.
          lazy: async () => ({ handle: handle({ tabs: (await import("./MoneyTabs")).MoneyTabs }) }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import("./TransactionsPage")).TransactionsPage }),
              handle: handle({ title: "Transactions", heading: true }),
            },
            {
              path: "category",
              lazy: async () => ({ Component: (await import("./CategoriesPage")).CategoriesPage }),
              handle: handle({ title: "Categories" }),
            },
            {
              path: "reports",
              lazy: async () => ({ Component: (await import("./ReportsPage")).ReportsPage }),
              handle: handle({ title: "Reports" }),
            },
            {
              path: "rules",
              lazy: async () => ({ Component: (await import("./RulesPage")).RulesPage }),
              handle: handle({ title: "Rules" }),
            },
            {
              path: "account",
              lazy: async () => ({ Component: (await import("./AccountsPage")).AccountsPage }),
              handle: handle({ title: "Accounts" }),
            },
            {
              path: "account/:accountId",
              lazy: async () => ({ Component: (await import("./AccountPage")).AccountPage }),
              handle: handle({ title: "Account" }),
            },
            {
              path: "payee/similar",
              lazy: async () => ({ Component: (await import("./SimilarityListPage")).SimilarityListPage }),
              handle: handle({ title: "Similar Payees" }),
            },
            {
              path: "payee/:payeeId",
              lazy: async () => ({ Component: (await import("./PayeePage")).PayeePage }),
              handle: handle({ title: "Payee" }),
            },
            {
              path: "transaction/:transactionId",
              lazy: async () => ({ Component: (await import("./TransactionPage")).TransactionPage }),
              handle: handle({ title: "Transaction" }),
            },
          ],
        },
      ],
    },
  ],
};
