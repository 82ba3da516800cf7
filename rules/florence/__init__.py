"""Princes of Florence (2022 Korean edition): rules engine, data loading, bots."""
