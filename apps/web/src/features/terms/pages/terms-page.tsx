import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { TERMS } from '../terms-content.ts';
import './terms-page.css';

/** /terms-and-conditions in the stored language (no operator here). */
export default function TermsPage() {
  const { locale } = useI18n();
  const terms = TERMS[locale];
  return (
    <article className="stack terms">
      <header>
        <h1>{terms.title}</h1>
        <p className="muted">{terms.lastUpdated}</p>
      </header>
      <p>{terms.intro}</p>
      {terms.sections.map((section) => (
        <section key={section.id} aria-labelledby={`terms-${section.id}`}>
          <h2 id={`terms-${section.id}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
