// Page metadata defaults of spec §2.7: title 'title | Liftmates' (the product name alone by default), type website,
// locale en_US, a large-image Twitter card and a default image; the description defaults to the product's.
import { PAGE_META_DEFAULTS, PRODUCT_NAME } from './constants';
import { translate } from '../i18n';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function pageTitle(title: string | null | undefined) {
  return title ? translate('app.pageTitle', { title }) : PRODUCT_NAME;
}

export function applyPageMeta({ title, description }: { title?: string | null; description?: string | null }) {
  const fullTitle = pageTitle(title);
  const text = description || translate('app.description');
  document.title = fullTitle;
  setMeta('name', 'description', text);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', text);
  setMeta('property', 'og:type', PAGE_META_DEFAULTS.type);
  setMeta('property', 'og:locale', PAGE_META_DEFAULTS.locale);
  setMeta('property', 'og:site_name', PRODUCT_NAME);
  setMeta('property', 'og:image', new URL(PAGE_META_DEFAULTS.image, window.location.origin).href);
  setMeta('name', 'twitter:card', PAGE_META_DEFAULTS.twitterCard);
  setMeta('name', 'twitter:title', fullTitle);
  setMeta('name', 'twitter:description', text);
}
