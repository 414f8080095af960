"""clubapp.events"""
