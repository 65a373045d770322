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
