import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { NavLink } from "react-router";
import { moneyPaths } from "./paths";

const LINKS = [
  { label: "Transactions", to: moneyPaths.home },
  { label: "Categories", to: moneyPaths.categories },
  { label: "Accounts", to: moneyPaths.accounts },
  { label: "Reports", to: moneyPaths.reports },
];

/** The Money pages' footer (spec §2): Transactions, Categories, Accounts. */
export function MoneyFooter() {
  return (
    <Stack component="nav" aria-label="Money" direction="row" spacing={3} sx={{ flexWrap: "wrap" }}>
      {LINKS.map((link) => (
        <MuiLink
          key={link.to}
          component={NavLink}
          to={link.to}
          end={link.to === moneyPaths.home}
          variant="body2"
          sx={{ "&.active": { fontWeight: 700 } }}
        >
          {link.label}
        </MuiLink>
      ))}
    </Stack>
  );
}
