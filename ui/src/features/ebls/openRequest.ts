import { createContext, useContext } from "react";

/** Someone outside the eBLs screen (a clicked notification) asks it to show one eBL. */
export interface OpenEblRequest {
  eblId: string;
  /** Counts up with each request: the same eBL asked for twice is opened twice. */
  seq: number;
}

export const OpenEblContext = createContext<OpenEblRequest | null>(null);

/** The latest request to show an eBL, while the eBLs screen is the one shown. */
export function useOpenEblRequest(): OpenEblRequest | null {
  return useContext(OpenEblContext);
}
