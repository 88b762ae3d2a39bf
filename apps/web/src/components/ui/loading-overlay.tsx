import { Spinner } from './spinner.tsx';
import './loading-overlay.css';

/** Covers the page's area while its data loads (spec: 'a loading overlay'). */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay">
      <Spinner label={label} />
    </div>
  );
}
