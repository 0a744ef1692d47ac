/**
 * The dashboard's frame (docs/spec.md §2 "Admin dashboard"): a sidebar with Contact Us, Career and
 * Download Catalogue that collapses to icons on wide screens and becomes a menu below 768 px,
 * the signed-in user, Logout, and the chosen section's list. The sections are links
 * (?section=career), so a reload, Back, or a new tab opens the same list.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { STAFF_DISPLAY_NAME, STAFF_ROLE, staffPaths } from "#contracts/staff-portal";
import { adminRequest } from "./api";
import { ConfigurationNotices } from "./configuration-notices";
import styles from "./dashboard.module.css";
import { Icon, type IconName } from "./icons";
import { DASHBOARD_PATH, LOGIN_PATH } from "./paths";
import {
  DEFAULT_SECTION,
  SECTION_ORDER,
  type SectionId,
  careerSection,
  catalogueSection,
  contactSection,
  isSectionId,
} from "./sections";
import { clearSession, storedUser } from "./session";
import { SubmissionsPanel } from "./submissions-panel";
import { useViewportWidth } from "./use-viewport-width";

/** Below this width the sidebar is a menu that opens over the page. */
const MENU_BELOW = 768;

const SECTION_LABELS: Record<SectionId, { label: string; icon: IconName }> = {
  contact: { label: contactSection.label, icon: "inquiries" },
  career: { label: careerSection.label, icon: "career" },
  catalogue: { label: catalogueSection.label, icon: "catalogue" },
};

export function DashboardShell() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get("section");
  const section: SectionId = isSectionId(requested) ? requested : DEFAULT_SECTION;
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const sidebarId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const user = storedUser();
  const width = useViewportWidth();

  // A menu left open while the window widens would leave the page inert behind a sidebar that is no longer a menu.
  useEffect(() => {
    if (width >= MENU_BELOW) setMenuOpen(false);
  }, [width]);

  useEffect(() => {
    if (!menuOpen) return;
    firstLink.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const logout = async () => {
    setSigningOut(true);
    try {
      await adminRequest(staffPaths.logout, { method: "POST", redirectOnUnauthorized: false });
    } catch (error) {
      // The session ends here either way; the server's copy expires on its own.
      console.warn("Logout request failed", error);
    }
    clearSession();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className={styles.shell} data-collapsed={collapsed} data-menu-open={menuOpen}>
      <header className={styles.topbar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="menu" />
          Menu
        </button>
        <p className={styles.topbarTitle}>Admin Portal</p>
      </header>

      {menuOpen ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}

      <aside id={sidebarId} className={styles.sidebar} aria-label="Admin navigation">
        <div className={styles.brand}>
          <p className={styles.brandName}>Admin Portal</p>
          <button
            type="button"
            className={styles.collapseButton}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            title={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            onClick={() => setCollapsed((value) => !value)}
          >
            <Icon name={collapsed ? "chevronRight" : "chevronLeft"} />
            <span className="visually-hidden">Sidebar</span>
          </button>
        </div>

        <nav aria-label="Sections">
          <ul className={styles.nav}>
            {SECTION_ORDER.map((id, index) => (
              <li key={id}>
                <Link
                  ref={index === 0 ? firstLink : undefined}
                  to={id === DEFAULT_SECTION ? DASHBOARD_PATH : `${DASHBOARD_PATH}?section=${id}`}
                  className={styles.navItem}
                  aria-current={id === section ? "page" : undefined}
                  title={collapsed ? SECTION_LABELS[id].label : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  <Icon name={SECTION_LABELS[id].icon} />
                  <span className={styles.label}>{SECTION_LABELS[id].label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.account}>
          <div className={styles.user}>
            <p className={styles.userName}>{user?.name || STAFF_DISPLAY_NAME}</p>
            <p className={styles.userRole}>{user?.role || STAFF_ROLE}</p>
          </div>
          <button
            type="button"
            className={styles.logout}
            disabled={signingOut}
            title={collapsed ? "Logout" : undefined}
            onClick={logout}
          >
            <Icon name="logout" />
            <span className={styles.label}>Logout</span>
          </button>
        </div>
      </aside>

      <main id="main" className={styles.main} tabIndex={-1} inert={menuOpen}>
        <ConfigurationNotices />
        {section === "contact" ? <SubmissionsPanel key="contact" section={contactSection} /> : null}
        {section === "career" ? <SubmissionsPanel key="career" section={careerSection} /> : null}
        {section === "catalogue" ? <SubmissionsPanel key="catalogue" section={catalogueSection} /> : null}
      </main>
    </div>
  );
}
