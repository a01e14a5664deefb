// spec §2 Footer: social links, newsletter form, app buttons, partner carousel, copyright
// (spec §1: 2010 to the current year), CC BY-SA 4.0 and the external project links.
import { interpolate } from '@donor/shared/i18n-base';
import { pathTo, routeById } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { FOOTER_LINKS, LICENSE_URL, PARTNERS, SOCIAL_LINKS, type SocialNetwork } from '../../common/external-links.ts';
import { AppButtons } from './install-app.tsx';
import { ls } from './layout.strings.ts';
import { Newsletter } from './newsletter.tsx';
import { PartnerCarousel } from './partner-carousel.tsx';

export const COPYRIGHT_FROM = 2010;

/** spec §1: '© 2010–{current year} {product}', the year taken from the clock. */
export function copyrightText(now: Date, productName: string): string {
  return interpolate(ls.footer.copyright, { from: COPYRIGHT_FROM, to: Math.max(now.getFullYear(), COPYRIGHT_FROM), product: productName });
}

const ABOUT_ROUTES = ['about', 'blooddonation', 'requirements', 'awards', 'non-profit', 'smi'] as const;
const EXTERNAL: { key: keyof typeof FOOTER_LINKS; label: string }[] = [
  { key: 'boneMarrow', label: ls.footer.boneMarrow },
  { key: 'specialProjects', label: ls.footer.specialProjects },
  { key: 'gratitude', label: ls.footer.gratitude },
  { key: 'partners', label: ls.footer.forPartners },
  { key: 'jobs', label: ls.footer.jobs },
  { key: 'bonusProgram', label: ls.footer.bonusProgram },
];

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}<span className="ui-visually-hidden">{ls.newTab}</span>
    </a>
  );
}

export function Footer({ overlays }: { overlays?: Element | null }) {
  const { config } = useSection();
  return (
    <div className="lay-footer">
      <div className="lay-footer__grid">
        <nav aria-label={ls.footerNav} className="lay-footer__col">
          <ul className="lay-footer__links">
            {ABOUT_ROUTES.map((id) => (
              <li key={id}><Link href={pathTo(id)}>{routeById(id).title}</Link></li>
            ))}
          </ul>
          <ul className="lay-footer__links">
            {EXTERNAL.map(({ key, label }) => (
              <li key={key}><NewTabLink href={FOOTER_LINKS[key]}>{label}</NewTabLink></li>
            ))}
          </ul>
        </nav>
        <div className="lay-footer__col">
          <Newsletter />
          <h2 className="lay-footer__title">{ls.footer.social}</h2>
          <ul className="lay-social">
            {(Object.keys(SOCIAL_LINKS) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a href={SOCIAL_LINKS[network]} target="_blank" rel="noopener noreferrer" className="lay-social__link">
                  <svg className="lay-social__icon" aria-hidden="true" focusable="false"><use href={`#social-${network}`} /></svg>
                  <span className="ui-visually-hidden">{ls.social[network]}{ls.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <AppButtons overlays={overlays} />
        </div>
      </div>
      <PartnerCarousel partners={PARTNERS} />
      <div className="lay-footer__legal">
        <p>{copyrightText(new Date(), config.productName)}</p>
        <p><a href={LICENSE_URL} target="_blank" rel="license noopener noreferrer">{ls.footer.license}</a></p>
        <nav aria-label={ls.footerDocs}>
          <ul className="lay-footer__inline">
            <li><Link href={pathTo('confidential')}>{ls.footer.privacy}</Link></li>
            <li><Link href={pathTo('rules')}>{ls.footer.rules}</Link></li>
            <li><Link href={pathTo('offer')}>{routeById('offer').title}</Link></li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
