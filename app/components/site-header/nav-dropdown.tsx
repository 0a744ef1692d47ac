/**
 * A menu entry that opens a list of links (PRODUCT LINE). A disclosure button: on desktop it also
 * opens while the mouse is over it or focus is inside it; in mobile view only a click toggles it.
 */
import { type FocusEvent, type MouseEvent, type PointerEvent, useId, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { type NavMenuItem, isWithin } from "~/lib/navigation";

interface NavDropdownProps {
  item: NavMenuItem;
  open: boolean;
  isMobile: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

export function NavDropdown({ item, open, isMobile, onOpenChange, onNavigate }: NavDropdownProps) {
  const listId = useId();
  const hovering = useRef(false);
  const { pathname } = useLocation();
  const active = isWithin(pathname, item.to) || item.items.some((link) => isWithin(pathname, link.to));

  const onPointerEnter = (event: PointerEvent) => {
    if (isMobile || event.pointerType !== "mouse") return;
    hovering.current = true;
    onOpenChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (isMobile || event.pointerType !== "mouse") return;
    hovering.current = false;
    onOpenChange(false);
  };
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (isMobile || event.currentTarget.contains(event.relatedTarget)) return;
    onOpenChange(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (isMobile || event.currentTarget.contains(event.relatedTarget) || hovering.current) return;
    onOpenChange(false);
  };
  const onClick = (event: MouseEvent) => {
    // On desktop the mouse has already opened it by hovering; a click must not shut it again.
    // Keyboard activation (detail 0) and mobile taps toggle.
    if (!isMobile && event.detail > 0 && open) return;
    onOpenChange(!open);
  };

  return (
    <li
      className="site-nav__item site-nav__item--menu"
      data-open={open}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="site-nav__link site-nav__trigger"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={onClick}
      >
        {item.label}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="site-nav__submenu">
        {item.items.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="site-nav__sublink" onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
