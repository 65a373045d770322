/**
 * Typed wrappers for the Rules commands and the TanStack Query hooks of the Rules screen. A rule
 * the service refuses is not a failure: `saveRule` resolves with the field errors to show.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { RuleInput } from "../bindings/RuleInput";
import type { RuleView } from "../bindings/RuleView";
import type { CommandError } from "./errors";
import { call } from "./invoke";

export const ruleKeys = { all: ["rules"] as const };

export const listRules = () => call("list_rules");
export const saveRule = (ruleId: string | null, input: RuleInput) =>
  call("save_rule", { ruleId, input });
export const setRuleEnabled = (ruleId: string, enabled: boolean) =>
  call("set_rule_enabled", { ruleId, enabled });
export const deleteRule = (ruleId: string) => call("delete_rule", { ruleId });

export function useRules(enabled: boolean) {
  return useQuery<RuleView[], CommandError>({ queryKey: ruleKeys.all, queryFn: listRules, enabled });
}

/** A rules mutation; the list is fetched again afterwards. */
export function useRuleMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, CommandError, TArgs>({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}
