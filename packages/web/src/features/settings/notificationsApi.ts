import type {
  CalendarFeed,
  CalendarFeedPatch,
  ChannelKind,
  DigestPreview,
  NotificationSettings,
  NotificationSettingsWrite,
} from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";

// Issue 21: the calendar feed and the notification settings. Both sections show their own
// errors (a failed "Send a test" is an answer to show, not a snackbar).

export const CALENDAR_PATH = "/api/calendar/";
export const NOTIFICATION_PATHS = {
  settings: "/api/notifications/settings/",
  test: "/api/notifications/test/",
  preview: "/api/notifications/digest/preview/",
} as const;

export const calendarKey = ["calendar"] as const;
export const notificationKeys = {
  settings: ["notifications", "settings"] as const,
  preview: ["notifications", "preview"] as const,
};

export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => api.get<CalendarFeed>(CALENDAR_PATH, signal),
    meta: { showsErrorInline: true },
  });
}

/** A switch flips at once and flips back if the save fails. */
export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CalendarFeedPatch) => api.patch<CalendarFeed>(CALENDAR_PATH, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: calendarKey });
      const previous = queryClient.getQueryData<CalendarFeed>(calendarKey);
      if (previous) queryClient.setQueryData(calendarKey, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(calendarKey, context.previous);
    },
    onSuccess: (feed) => queryClient.setQueryData(calendarKey, feed),
    meta: { errorMessage: "Could not save the calendar feed's modules" },
  });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>(`${CALENDAR_PATH}rotate/`),
    onSuccess: (feed) => queryClient.setQueryData(calendarKey, feed),
    meta: { errorMessage: "Could not make a new feed address" },
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => api.get<NotificationSettings>(NOTIFICATION_PATHS.settings, signal),
    meta: { showsErrorInline: true },
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettingsWrite) =>
      api.put<NotificationSettings>(NOTIFICATION_PATHS.settings, settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.preview });
    },
    // The form shows field errors beside the fields and anything else above the Save button.
    meta: { showsErrorInline: true },
  });
}

export function useSendTest() {
  return useMutation({
    mutationFn: (kind: ChannelKind) => api.post<{ detail: string }>(NOTIFICATION_PATHS.test, { kind }),
    meta: { showsErrorInline: true },
  });
}

/** Loaded when the owner asks for it. */
export function useDigestPreview(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.preview,
    queryFn: ({ signal }) => api.get<DigestPreview>(NOTIFICATION_PATHS.preview, signal),
    enabled,
    meta: { showsErrorInline: true },
  });
}
