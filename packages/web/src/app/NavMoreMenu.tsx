import { mdiChevronDown } from "@mdi/js";
import Button from "@mui/material/Button";
import { lazy, Suspense, useId, useState } from "react";
import { matchPath, useLocation } from "react-router";
import { Icon } from "../components/Icon";
import type { NavItem } from "./navigation";
import { NAV_CURRENT_BACKGROUND } from "./theme";

// The menu's code (MUI Menu, Popover, Modal) loads on the first open: no page's first load needs it.
const NavMoreList = lazy(() => import("./NavMoreList"));

/** The app bar's "More" button: the menu entries that do not fit in the bar at this width. */
export function NavMoreMenu({ items }: { items: NavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const holdsCurrentPage = items.some((item) => matchPath({ path: item.path, end: item.end ?? false }, pathname));

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        endIcon={<Icon path={mdiChevronDown} />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ flexShrink: 0, bgcolor: holdsCurrentPage ? NAV_CURRENT_BACKGROUND : undefined }}
      >
        More
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NavMoreList id={menuId} items={items} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
