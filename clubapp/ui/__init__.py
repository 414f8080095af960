"""clubapp.ui"""
