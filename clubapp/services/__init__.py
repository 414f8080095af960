"""clubapp.services"""
