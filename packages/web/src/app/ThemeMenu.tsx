import type { ThemeMode } from "@homebase/contracts";
import { mdiCheck, mdiThemeLightDark, mdiWeatherNight, mdiWhiteBalanceSunny } from "@mdi/js";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { Icon } from "../components/Icon";
import { useThemeMode } from "./themeMode";

export const THEME_OPTIONS: { mode: ThemeMode; label: string; icon: string }[] = [
  { mode: "light", label: "Light", icon: mdiWhiteBalanceSunny },
  { mode: "dark", label: "Dark", icon: mdiWeatherNight },
  { mode: "system", label: "System", icon: mdiThemeLightDark },
];

/** The app-bar theme switch: a menu of radio items, the current one checked. */
export function ThemeMenu() {
  const { mode, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const current = THEME_OPTIONS.find((option) => option.mode === mode) ?? THEME_OPTIONS[0]!;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Change theme"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Icon path={current.icon} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
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
                setAnchor(null);
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
    </>
  );
}
