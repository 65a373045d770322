import { useQuery } from "@tanstack/react-query";

import type { AppInfo } from "../bindings/AppInfo";
import type { CommandError } from "./errors";
import { call } from "./invoke";

export function getAppInfo(): Promise<AppInfo> {
  return call("app_info");
}

export function useAppInfo() {
  return useQuery<AppInfo, CommandError>({
    queryKey: ["app_info"],
    queryFn: getAppInfo,
    staleTime: Infinity,
  });
}

/** How often the window asks again while the local store is still being checked after the start. */
const STORE_CHECK_ASK_MS = 30_000;

/**
 * What to tell about the local data file: known at the start (moved aside, unusable), or found by
 * the check of a large file that runs after the start — asked again until something is to be told.
 */
export function useStoreNotice(): string | undefined {
  const info = useQuery<AppInfo, CommandError>({
    queryKey: ["app_info"],
    queryFn: getAppInfo,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.store_notice ? false : STORE_CHECK_ASK_MS),
  });
  return info.data?.store_notice ?? undefined;
}
