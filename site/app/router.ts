/**
 * The site's one door to its router library: pages and components import routing from here,
 * so a change of router, or of how it is bundled, is made in this file alone.
 */
export { Link, Route, Router, Switch, useLocation, useRouter } from "wouter";
