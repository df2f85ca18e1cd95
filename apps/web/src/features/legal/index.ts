import { AUDIT } from './accessibility-audit';

/** The mention the RGAA asks for wherever the statement is linked: « Accessibilité : partiellement conforme ». */
export const accessibilityMention = `Accessibilité : ${AUDIT.figures.status}`;
