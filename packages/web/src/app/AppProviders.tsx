import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NotificationProvider } from "../components/Notifications";
import type { Notifier } from "../components/notifications";
import { OwnerTimeZoneProvider } from "./OwnerTimeZone";
import { appTheme, DEFAULT_THEME_MODE } from "./theme";

interface AppProvidersProps {
  queryClient: QueryClient;
  notifier: Notifier;
  children: ReactNode;
}

/** Theme, server-state cache and notifications: everything a screen may rely on. */
export function AppProviders({ queryClient, notifier, children }: AppProvidersProps) {
  return (
    // noSsr: read the stored mode on the first render, so a dark-mode owner sees no light flash.
    // The theme's CSS variables are on the page already (installThemeVariables).
    <ThemeProvider
      theme={appTheme()}
      defaultMode={DEFAULT_THEME_MODE}
      noSsr
      disableTransitionOnChange
      disableStyleSheetGeneration
    >
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <OwnerTimeZoneProvider>
          <NotificationProvider notifier={notifier}>{children}</NotificationProvider>
        </OwnerTimeZoneProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
