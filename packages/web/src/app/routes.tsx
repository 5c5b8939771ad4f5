import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { rememberedGreeting } from "../features/home/greeting";
import { redirectIfSignedIn, requireUser } from "./authGuard";
import { Layout } from "./Layout";
import { modules } from "./modules";
import { NotFoundPage } from "./NotFoundPage";
import { RouteError } from "./RouteError";
import { RouteLoading } from "./RouteLoading";
import type { RouteHandle } from "./routeHandle";

const handle = (value: RouteHandle) => value;

/**
 * The route tree. Pages are lazy so the first load carries only the shell. React Router
 * matches "/login" and "/login/" alike; the app links to the trailing-slash forms of spec §2.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Layout />,
      // The layout itself failed: show the error without it.
      errorElement: <RouteError fullPage />,
      children: [
        {
          // A page or its guard failed: show the error inside the layout.
          errorElement: <RouteError />,
          hydrateFallbackElement: <RouteLoading />,
          children: [
            {
              path: "login",
              loader: redirectIfSignedIn(queryClient),
              lazy: async () => ({ Component: (await import("../features/auth/LoginPage")).LoginPage }),
              handle: handle({ title: "Login" }),
            },
            {
              loader: requireUser(queryClient),
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await import("../features/home/HomePage")).HomePage }),
                  handle: handle({ title: "Home", heading: rememberedGreeting }),
                },
                {
                  path: "settings",
                  lazy: async () => ({ Component: (await import("../features/settings/SettingsPage")).SettingsPage }),
                  handle: handle({ title: "Settings" }),
                },
                ...modules.flatMap((module) => module.routes),
                { path: "*", element: <NotFoundPage />, handle: handle({ title: "Page not found" }) },
              ],
            },
          ],
        },
      ],
    },
  ];
}
