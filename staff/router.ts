/**
 * The staff app's one door to its router library (it is bundled apart from the site, by
 * staff/vite.config.ts): its pages import routing from here, so a change of router is made
 * in this file alone.
 */
export { Link, Route, Router, Switch, useLocation, useSearch } from "wouter";
