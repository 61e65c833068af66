import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header
      data-slot="site-header"
      className="sticky top-0 z-40 border-b bg-background/90 frosted supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <MainNav />
        <MobileNav />
      </div>
    </header>
  );
}
