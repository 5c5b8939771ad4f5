import IconButton from "@mui/material/IconButton";
import { lazy, Suspense, useId, useState } from "react";
import { Icon } from "../components/Icon";
import { useThemeMode } from "./themeMode";
import { THEME_OPTIONS } from "./themeOptions";

// The menu's code (MUI Menu, Popover, Modal) loads on the first open: no page's first load needs it.
const ThemeMenuList = lazy(() => import("./ThemeMenuList"));

/** The app-bar theme switch: a menu of radio items, the current one checked. */
export function ThemeMenu() {
  const { mode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
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
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <Icon path={current.icon} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
