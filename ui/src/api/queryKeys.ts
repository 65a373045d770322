/**
 * The query keys of the session, the eBLs, the recipients, the key and the previews: one place,
 * so mutations invalidate exactly what they change. (The other areas keep theirs beside their
 * hooks: batchKeys, contactKeys, envelopeKeys, journalKeys, profileKeys, ruleKeys.)
 */
export const deskKeys = {
  session: ["session"] as const,
  ebls: ["ebls"] as const,
  eblList: (refresh: boolean) => ["ebls", "list", refresh ? "service" : "cache"] as const,
  /** The list's first rows, shown at a start before the whole list has come. */
  eblListHead: ["ebls", "list", "head"] as const,
  ebl: (id: string) => ["ebls", "detail", id] as const,
  recipients: ["recipients"] as const,
  key: ["key"] as const,
  preview: (eblId: string) => ["preview", eblId] as const,
};
