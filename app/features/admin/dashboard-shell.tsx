/**
 * The dashboard's frame (spec §2 "Admin dashboard"): a sidebar with Contact Us, Career and
 * Download Catalogue that collapses to icons on wide screens and becomes a menu below 768 px,
 * the signed-in user, Logout, and the chosen section's list. The section is kept in the address
 * (?section=career) so a reload stays where it was.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { STAFF_DISPLAY_NAME, STAFF_ROLE, staffPaths } from "../../../contracts/staff-portal";
import { LOGIN_PATH, adminRequest } from "./api";
import styles from "./dashboard.module.css";
import { Icon, type IconName } from "./icons";
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

const SECTION_LABELS: Record<SectionId, { label: string; icon: IconName }> = {
  contact: { label: contactSection.label, icon: "inquiries" },
  career: { label: careerSection.label, icon: "career" },
  catalogue: { label: catalogueSection.label, icon: "catalogue" },
};

export function DashboardShell() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get("section");
  const section: SectionId = isSectionId(requested) ? requested : DEFAULT_SECTION;
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const sidebarId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLButtonElement>(null);
  const user = storedUser();

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

  const choose = (id: SectionId) => {
    setParams(id === DEFAULT_SECTION ? {} : { section: id });
    setMenuOpen(false);
  };

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
                <button
                  ref={index === 0 ? firstLink : undefined}
                  type="button"
                  className={styles.navItem}
                  aria-current={id === section ? "page" : undefined}
                  title={collapsed ? SECTION_LABELS[id].label : undefined}
                  onClick={() => choose(id)}
                >
                  <Icon name={SECTION_LABELS[id].icon} />
                  <span className={styles.label}>{SECTION_LABELS[id].label}</span>
                </button>
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

      <main id="main" className={styles.main} tabIndex={-1}>
        {section === "contact" ? <SubmissionsPanel key="contact" section={contactSection} /> : null}
        {section === "career" ? <SubmissionsPanel key="career" section={careerSection} /> : null}
        {section === "catalogue" ? <SubmissionsPanel key="catalogue" section={catalogueSection} /> : null}
      </main>
    </div>
  );
}
