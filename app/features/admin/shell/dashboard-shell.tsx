/**
 * The portal's frame (docs/spec.md §2 "Admin dashboard"): a sidebar with the sections the signed-in
 * person may use (portal-nav.ts), which collapses to icons on wide screens and becomes a menu below
 * 768 px, the signed-in user, Logout, and the section on screen. The sections are links, so a
 * reload, Back, or a new tab opens the same one.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { STAFF_DISPLAY_NAME, staffPaths } from "#contracts/staff-portal";
import { mayUse } from "#contracts/staff-roles";
import { adminRequest } from "~/features/admin/api/client";
import { Icon } from "~/features/admin/icons";
import { LOGIN_PATH } from "~/features/admin/paths";
import { clearSession, storedUser, twoFactorSetupRequired } from "~/features/admin/session";
import { useViewportWidth } from "~/features/admin/use-viewport-width";
import { buttonClass } from "~/features/admin/ui/button";
import { MOBILE_MAX_WIDTH } from "~/lib/breakpoints";
import { BackupStatus } from "./backup-status";
import { ConfigurationNotices } from "./configuration-notices";
import { FailedMail } from "./failed-mail";
import { PasswordConfirmation } from "./password-confirmation";
import styles from "./dashboard.module.css";
import { sectionsFor } from "./portal-nav";

interface DashboardShellProps {
  /** The id of the section on screen (portal-nav.ts). */
  current: string;
  children: ReactNode;
}

export function DashboardShell({ current, children }: DashboardShellProps) {
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const sidebarId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const user = storedUser();
  // Held to the two-factor set-up (REQUIRE_2FA=on), the account page is all there is.
  const sections = sectionsFor(user?.roles).filter((section) => !twoFactorSetupRequired() || section.id === "account");
  const width = useViewportWidth();

  // A menu left open while the window widens would leave the page inert behind a sidebar that is no longer a menu.
  if (menuOpen && width >= MOBILE_MAX_WIDTH) setMenuOpen(false);

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
          className={buttonClass({ variant: "onNavy" })}
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
            className={`${buttonClass({ variant: "onNavyIcon" })} ${styles.collapseButton}`}
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
            {sections.map((section, index) => (
              <li key={section.id}>
                <Link
                  ref={index === 0 ? firstLink : undefined}
                  to={section.href}
                  className={styles.navItem}
                  aria-current={section.id === current ? "page" : undefined}
                  title={collapsed ? section.label : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  <Icon name={section.icon} />
                  <span className={styles.label}>{section.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.account}>
          <div className={styles.user}>
            <p className={styles.userName}>{user?.name || STAFF_DISPLAY_NAME}</p>
            <p className={styles.userRole}>{user?.role}</p>
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
        {mayUse(user?.roles ?? [], "backups") && !twoFactorSetupRequired() ? <BackupStatus /> : null}
        {mayUse(user?.roles ?? [], "mail") && !twoFactorSetupRequired() ? <FailedMail /> : null}
        {children}
      </main>
      <PasswordConfirmation />
    </div>
  );
}
