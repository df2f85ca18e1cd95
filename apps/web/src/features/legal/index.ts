import { AUDIT } from './accessibility-audit';

/** The mention the RGAA asks for wherever the statement is linked: « Accessibilité : totalement conforme ». */
export const accessibilityMention = `Accessibilité : ${AUDIT.figures.status}`;
