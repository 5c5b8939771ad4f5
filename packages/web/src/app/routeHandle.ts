import type { ComponentType } from "react";
import { useMatches } from "react-router";

/** What a route tells the layout: the app-bar title and, optionally, its footer and its tabs. */
export interface RouteHandle {
  title?: string;
  footer?: ComponentType;
  /** The module's own pages, shown as tabs under the app bar (issue 22). */
  tabs?: ComponentType;
  /**
   * Set on a route whose tabs come with its lazy code (issue 28): the layout keeps their row
   * while that code loads, so the page does not move down when they arrive.
   */
  tabsRow?: boolean;
  /**
   * The page's h1, for the first load's placeholder to show where the page will draw it while
   * the page's code and guard load (issue 28: on a phone the heading then paints a few hundred
   * ms sooner). `true`: the h1 reads as the title; a function: it depends on the address's query
   * or on what this browser remembers, and gives nothing when it cannot tell.
   */
  heading?: true | ((params: URLSearchParams) => string | undefined);
}

/**
 * The deepest route that sets each field wins, so a module's parent route can give the
 * footer for all its pages while each page names its own title.
 */
export function combinedHandle(handles: readonly unknown[]): RouteHandle {
  const result: RouteHandle = {};
  for (const handle of handles as (RouteHandle | undefined)[]) {
    if (handle?.title) result.title = handle.title;
    if (handle?.footer) result.footer = handle.footer;
    if (handle?.tabs) result.tabs = handle.tabs;
    if (handle?.tabsRow) result.tabsRow = true;
    if (handle?.heading) result.heading = handle.heading;
  }
  return result;
}

/** The handle of the routes matched at the current address (combinedHandle). */
export function useRouteHandle(): RouteHandle {
  return combinedHandle(useMatches().map((match) => match.handle));
}

/** The page's h1 that `handle` gives at an address with these query `params`, if it gives one. */
export function headingOf({ title, heading }: RouteHandle, params: URLSearchParams): string | undefined {
  return typeof heading === "function" ? heading(params) : heading ? title : undefined;
}
