"""clubapp.reports"""
