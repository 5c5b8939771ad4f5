import { mdiCheck } from "@mdi/js";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Icon } from "../components/Icon";
import { useThemeMode } from "./themeMode";
import { THEME_OPTIONS } from "./themeOptions";

interface ThemeMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The theme switch's open menu: radio items, the current one checked. Loaded on the first open. */
export default function ThemeMenuList({ id, anchor, onClose }: ThemeMenuListProps) {
  const { mode, setMode } = useThemeMode();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
    >
      {THEME_OPTIONS.map((option) => {
        const checked = option.mode === mode;
        return (
          <MenuItem
            key={option.mode}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            onClick={() => {
              onClose();
              setMode(option.mode);
            }}
          >
            <ListItemIcon>
              <Icon path={option.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
            <Icon path={mdiCheck} fontSize="small" sx={{ ml: 3, visibility: checked ? "visible" : "hidden" }} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
