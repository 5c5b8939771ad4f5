import { SubNavTabs } from "../../components/SubNavTabs";
import { moneyPaths } from "./paths";

/** The Money pages (spec §2's footer links), as tabs under the app bar (issue 22). */
export function MoneyTabs() {
  return (
    <SubNavTabs
      label="Money"
      links={[
        { label: "Transactions", to: moneyPaths.home, end: true },
        { label: "Categories", to: moneyPaths.categories },
        { label: "Accounts", to: moneyPaths.accounts },
        { label: "Reports", to: moneyPaths.reports },
        { label: "Rules", to: moneyPaths.rules },
      ]}
    />
  );
}
