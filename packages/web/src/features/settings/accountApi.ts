import type { Session, SetPasswordRequest, SignOutOthersResponse } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";

export const SESSIONS_PATH = "/auth/sessions/";
export const SIGN_OUT_OTHERS_PATH = "/auth/sessions/sign-out-others/";
export const SET_PASSWORD_PATH = "/auth/users/set_password/";

export const sessionsKey = ["sessions"] as const;

/** The owner's signed-in devices, most recently used first; the one in use is marked. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api.get<Session[]>(SESSIONS_PATH, signal),
    meta: { errorMessage: "Could not load your sessions" },
  });
}

/** Signs another device out; the row leaves the list at once and comes back if the call fails. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Session) => api.delete(session.url),
    onMutate: async (session) => {
      await queryClient.cancelQueries({ queryKey: sessionsKey });
      const previous = queryClient.getQueryData<Session[]>(sessionsKey);
      queryClient.setQueryData<Session[]>(sessionsKey, (list) => list?.filter((s) => s.id !== session.id));
      return { previous };
    },
    onError: (_error, _session, context) => queryClient.setQueryData(sessionsKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta: { errorMessage: "Could not sign that session out" },
  });
}

/** Signs out every device but this one; the list is reloaded either way. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SignOutOthersResponse>(SIGN_OUT_OTHERS_PATH, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta: { errorMessage: "Could not sign the other devices out" },
  });
}

/** Changes the password; the server signs out every other session, so the list is reloaded. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetPasswordRequest) => api.post<void>(SET_PASSWORD_PATH, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    // The form shows what was wrong under the field it concerns.
    meta: { showsErrorInline: true },
    // The passwords are the variables: drop them as soon as the call is over.
    gcTime: 0,
  });
}
