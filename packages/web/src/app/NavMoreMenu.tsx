import { mdiChevronDown } from "@mdi/js";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { matchPath, NavLink, useLocation } from "react-router";
import { Icon } from "../components/Icon";
import type { NavItem } from "./navigation";
import { NAV_CURRENT_BACKGROUND } from "./theme";

/** The app bar's "More" button: the menu entries that do not fit in the bar at this width. */
export function NavMoreMenu({ items }: { items: NavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, bgcolor: holdsCurrentPage ? NAV_CURRENT_BACKGROUND : undefined }}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.path}
            component={NavLink}
            to={item.path}
            end={item.end}
            onClick={() => setAnchor(null)}
            sx={{ "&.active": { bgcolor: "action.selected" } }}
          >
            <ListItemIcon>
              <Icon path={item.icon} />
            </ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
