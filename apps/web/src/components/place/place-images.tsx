import type { PlaceImage } from '@parking/domain/contracts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './place-images.css';

/**
 * A horizontal strip of 120 px high photos that scrolls sideways (snap per photo). With more
 * than one photo the strip is a focusable, named region so keyboard users can scroll it too.
 */
export function PlaceImages({
  images,
  placeName,
}: {
  images: readonly PlaceImage[];
  placeName: string;
}) {
  const { t } = useI18n();
  const single = images.length === 1;
  const list = (
    <ul className={single ? 'place-images place-images--single' : 'place-images'}>
      {images.map((image, index) => (
        <li key={image.placeImageId} className="place-images__item">
          <img
            className="place-images__img"
            src={image.url}
            alt={
              image.alt.trim() ||
              t('transient.home.image_alt', { name: placeName, number: index + 1 })
            }
            width={200}
            height={120}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            // The page's largest paint: start-after-paint.ts waits until it is on screen (an
            // attribute React's types do not list yet).
            {...(index === 0 ? { elementtiming: 'place-photo' } : {})}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
  if (single) return list;
  return (
    <section
      className="place-images-scroller"
      aria-label={t('transient.home.images_label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      {list}
    </section>
  );
}
