import { createContext, useContext } from 'react';

/**
 * What a server render learns for the document's head while it renders (decision 065): the
 * page's title and the operator's colours, which the browser sets in effects that never run on
 * the server. Null in the browser.
 */
export interface ServerHead {
  title?: string;
  theme?: Record<string, string>;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

export const useServerHead = (): ServerHead | null => useContext(ServerHeadContext);
