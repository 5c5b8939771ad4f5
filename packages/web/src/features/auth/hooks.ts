import type { CurrentUser, LoginRequest, LoginResponse } from "@homebase/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError, api } from "../../api/client";
import { getToken, rememberUsername, removeToken, setToken } from "../../api/token";
import { forgetCachedAnswers } from "../../app/offline/apiCache";
import { LOGIN_PATH } from "./returnTo";

/** The user store (spec §3): the current user, or null when nobody is signed in. */
export const meKey = ["me"] as const;

/**
 * Fetches the current user, and keeps their username for the app shell's greeting; a 401 means
 * the token is bad, so it is removed (spec §4).
 */
export async function fetchMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!getToken()) return null;
  try {
    const user = await api.get<CurrentUser>("/auth/users/me/", signal);
    rememberUsername(user.username);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      removeToken();
      return null;
    }
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }) => fetchMe(signal),
    // Who is signed in changes only through login/logout, which write the cache themselves.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: "Could not check who is signed in" },
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Stores the token, fetches the user; on any failure no token is left behind (spec §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      removeToken();
      const { auth_token } = await api.post<LoginResponse>("/auth/token/login/", credentials);
      setToken(auth_token);
      try {
        const user = await fetchMe();
        if (!user) throw new ApiError(401, { detail: "The new session was not accepted.", code: "not_authenticated" });
        return user;
      } catch (error) {
        removeToken();
        throw error;
      }
    },
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
    meta: { showsErrorInline: true },
    // The credentials are the variables: drop them as soon as the form is gone.
    gcTime: 0,
  });
}

/** Revokes the token on the server, then forgets everything cached and shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>("/auth/token/logout/");
      } catch (error) {
        // 401: the token was already invalid, which is what logging out wants.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      } finally {
        removeToken();
        queryClient.setQueryData(meKey, null);
        await navigate(LOGIN_PATH);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKey[0] });
        await forgetCachedAnswers();
      }
    },
    meta: { errorMessage: "Could not end the session on the server" },
  });
}
