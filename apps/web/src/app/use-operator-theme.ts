import { useLayoutEffect } from 'react';
import { useServerHead } from './server-head.ts';
import { applyTheme, resetTheme, themeProperties } from './theme.ts';

/**
 * The operator's colours on the whole page while a flow's layout is shown. A server render
 * puts them in the head instead, so the first paint already wears them.
 */
export function useOperatorTheme({
  primaryColor,
  secondaryColor,
}: {
  primaryColor: string;
  secondaryColor: string;
}): void {
  const serverHead = useServerHead();
  if (serverHead) serverHead.theme = themeProperties({ primaryColor, secondaryColor });
  useLayoutEffect(() => {
    applyTheme(themeProperties({ primaryColor, secondaryColor }));
    return resetTheme;
  }, [primaryColor, secondaryColor]);
}
