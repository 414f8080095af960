"""clubapp.store"""
