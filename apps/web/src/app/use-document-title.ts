import { useEffect } from 'react';
import { useServerHead } from './server-head.ts';

export function useDocumentTitle(title: string): void {
  const serverHead = useServerHead();
  if (serverHead) serverHead.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
