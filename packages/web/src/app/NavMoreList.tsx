import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { NavLink } from "react-router";
import { Icon } from "../components/Icon";
import type { NavItem } from "./navigation";

interface NavMoreListProps {
  id: string;
  items: NavItem[];
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The "More" button's open menu. Loaded on the first open. */
export default function NavMoreList({ id, items, anchor, onClose }: NavMoreListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.path}
          component={NavLink}
          to={item.path}
          end={item.end}
          onClick={onClose}
          sx={{ "&.active": { bgcolor: "action.selected" } }}
        >
          <ListItemIcon>
            <Icon path={item.icon} />
          </ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
